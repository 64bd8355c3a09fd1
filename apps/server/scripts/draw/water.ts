/** Drinking water: jerrycans, bottles, dispensers, plans and the tanker. */
import { circle, ellipse, group, path, rect, scaled, shadow, stroke } from './svg';
import { bottle, calendar, carton, jerrycan, refillArrows, roundel, tag } from './shapes';

const can = (): string => jerrycan('#e3f2fd', '#4f8fc0', '#1565c0');

const dispenser = (): string =>
  shadow(90) +
  rect(184, 62, 32, 24, '#1565c0', 4) +
  path(
    'M176 86H224V112Q290 120 290 170V300Q290 330 260 330H140Q110 330 110 300V170Q110 120 176 112Z',
    '#b3e0fb',
    stroke('#5fa8d3', 4),
  ) +
  rect(110, 190, 180, 14, '#5fa8d3', 0, { opacity: 0.5 }) +
  rect(110, 260, 180, 14, '#5fa8d3', 0, { opacity: 0.5 }) +
  rect(130, 140, 16, 60, '#fff', 8, { opacity: 0.7 });

export const water: Record<string, () => string> = {
  'jerrycan-5l': () => scaled(0.6, jerrycan('#e3f2fd', '#4f8fc0', '#1565c0')),
  'jerrycan-10l': () => scaled(0.8, jerrycan('#e3f2fd', '#4f8fc0', '#1565c0')),
  'jerrycan-20l': () => jerrycan('#e3f2fd', '#4f8fc0', '#1565c0'),
  'water-bottle': () => bottle('#bfe3fa', '#1565c0', '#29b6f6', '#eef8ff'),
  'water-pack': () =>
    shadow(140) +
    [130, 200, 270]
      .map(
        (x) =>
          rect(x - 12, 130, 24, 16, '#1565c0', 4) +
          rect(x - 30, 146, 60, 180, '#d6efff', 14, stroke('#7fb3d5', 3)) +
          rect(x - 30, 200, 60, 40, '#29b6f6'),
      )
      .join('') +
    rect(92, 250, 216, 80, '#0d47a1', 8, { opacity: 0.85 }),
  'dispenser-bottle': dispenser,
  'water-dispenser': () =>
    shadow(90) +
    path('M176 40H224V60Q270 66 270 100V130H130V100Q130 66 176 60Z', '#b3e0fb', stroke('#5fa8d3', 3)) +
    rect(130, 130, 140, 200, '#eceff1', 12, stroke('#b0bec5', 4)) +
    rect(150, 160, 100, 60, '#cfd8dc', 8) +
    rect(160, 186, 18, 18, '#e53935', 3) +
    rect(222, 186, 18, 18, '#1e88e5', 3) +
    rect(150, 250, 100, 14, '#90a4ae', 4),
  'water-tanker': () =>
    shadow(160) +
    rect(80, 170, 200, 110, '#1e88e5', 50) +
    rect(280, 190, 70, 90, '#ffb300', 12) +
    rect(296, 202, 40, 34, '#e1f5fe', 6) +
    rect(70, 270, 290, 22, '#37474f', 6) +
    [120, 220, 310].map((x) => circle(x, 304, 26, '#263238') + circle(x, 304, 10, '#b0bec5')).join('') +
    path('M130 196q10 20 0 40q-10-20 0-40z', '#fff', { opacity: 0.8 }),
  'water-refill': () =>
    group(
      'translate(-30 0)',
      [
        [0.5, 110],
        [0.66, 196],
        [0.84, 300],
      ]
        .map(([s = 1, x = 200]) => group(`translate(${x} 334) scale(${s}) translate(-200 -334)`, can()))
        .join(''),
    ) + refillArrows(330, 90, '#1565c0', 0.9),
  'jerrycan-refill-20l': () =>
    jerrycan('#b3e5fc', '#0277bd', '#01579b') +
    tag(200, 256, '20 L', 48, '#fff', '#01579b') +
    refillArrows(320, 90, '#0277bd', 0.9),
  'jerrycan-new': () =>
    jerrycan('#e3f2fd', '#4f8fc0', '#1565c0') +
    path('M196 218q30 40 0 64q-30-24 0-64z', '#29b6f6') +
    roundel(316, 96, 'NEW', '#ffca28', '#b71c1c', 50),
  'jerrycan-empty': () =>
    jerrycan('#fafafa', '#9e9e9e', '#fafafa') +
    rect(300, 296, 36, 26, '#1565c0', 6) +
    tag(200, 256, '20 L', 44, '#fff', '#757575'),
  'weekly-plan': () =>
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) => {
        const x = i < 4 ? 80 + i * 80 : 120 + (i - 4) * 80;
        const y = i < 4 ? 334 : 236;
        return group(`translate(${x} ${y}) scale(0.36) translate(-200 -334)`, can());
      })
      .join('') + calendar(320, 86, '7', 0.9),
  'monthly-plan': () =>
    [0, 1, 2, 3]
      .map((i) => group(`translate(${70 + i * 76} 334) scale(0.42) translate(-200 -334)`, dispenser()))
      .join('') +
    [0, 1, 2, 3]
      .map((i) => group(`translate(${108 + i * 76} 220) scale(0.42) translate(-200 -334)`, dispenser()))
      .join('') +
    calendar(320, 86, '8', 0.9),
  'hand-pump': () =>
    scaled(0.74, dispenser()) +
    rect(186, 60, 28, 90, '#eceff1', 6, stroke('#90a4ae', 3)) +
    path('M214 80H262Q276 80 276 96V116', 'none', stroke('#90a4ae', 12)) +
    ellipse(200, 64, 40, 16, '#1e88e5', stroke('#0d47a1', 3)) +
    rect(176, 40, 48, 22, '#1e88e5', 10),
  'water-bottle-1-5l': () =>
    group(
      'translate(200 334) scale(1.1 1.05) translate(-200 -334)',
      bottle('#bfe3fa', '#1565c0', '#29b6f6', '#eef8ff'),
    ) + tag(200, 250, '1.5 L', 34, '#fff', '#0d47a1'),
  'water-carton': () => carton(bottle('#bfe3fa', '#1565c0', '#29b6f6', '#eef8ff'), '× 12'),
};
