/** Soap, cleaning and household goods. */
import { circle, ellipse, path, rect, rotate, shadow, stroke } from './svg';
import { bottle, flame, sack, tag } from './shapes';

export const household: Record<string, () => string> = {
  soap: () =>
    shadow(120) +
    rect(100, 210, 200, 100, '#4fc3f7', 30) +
    rect(110, 198, 180, 96, '#b3e5fc', 30) +
    [140, 180, 250]
      .map((x, i) => circle(x, 150 - i * 10, 16 + i * 4, '#fff', { ...stroke('#81d4fa', 3), opacity: 0.9 }))
      .join(''),
  detergent: () =>
    shadow(100) +
    rect(110, 110, 180, 220, '#ff7043', 10) +
    rect(110, 110, 180, 40, '#d84315', 10) +
    circle(200, 232, 52, '#fff') +
    circle(200, 232, 36, '#4fc3f7') +
    circle(188, 220, 8, '#fff'),
  'dish-soap': () => bottle('#7cb342', '#f57c00', '#fff', '#f1f8e9'),
  toothpaste: () =>
    shadow(140) +
    path('M80 220h210l30 20v20l-30 20H80q-10-30 0-60z', '#fff', stroke('#90caf9', 4)) +
    rect(318, 226, 20, 48, '#1e88e5', 4) +
    rect(120, 232, 130, 36, '#1e88e5', 6) +
    path('M338 250q30-10 20-40', 'none', stroke('#e53935', 10)),
  matches: () =>
    shadow(120) +
    rect(90, 200, 220, 120, '#fbc02d', 8) +
    rect(90, 200, 220, 30, '#5d4037') +
    [0, 1, 2]
      .map(
        (i) =>
          rect(140 + i * 40, 100 + i * 10, 10, 100, '#f5deb3') +
          ellipse(145 + i * 40, 100 + i * 10, 9, 12, '#c62828'),
      )
      .join(''),
  'charcoal-sack': () =>
    sack('#8d8f86', '#4b4d46', '#3b3d37', flame(200, 248, 0.5)) +
    [96, 292, 318]
      .map((x, i) => path(`M${x} 316l18-12 20 6-4 22h-28z`, '#2b2b2b', rotate(i * 30, x + 16, 322)))
      .join(''),
  'charcoal-stove': () =>
    shadow(110) +
    path('M120 300L100 334M280 300L300 334M200 300V334', 'none', stroke('#455a64', 10)) +
    path('M100 170H300L276 300H124Z', '#607d8b') +
    rect(150, 220, 100, 50, '#37474f', 8) +
    ellipse(200, 170, 100, 22, '#455a64') +
    [160, 200, 240]
      .map((x, i) => path(`M${x - 22} 168l18-16 22 4 4 14z`, i === 1 ? '#ff7043' : '#3e2723'))
      .join('') +
    circle(200, 160, 10, '#ffca28'),
  diapers: () =>
    shadow(120) +
    rect(90, 110, 220, 220, '#81d4fa', 30, stroke('#0288d1', 5)) +
    rect(150, 92, 100, 30, '#0288d1', 12) +
    circle(200, 186, 44, '#ffe0b2', stroke('#fff', 6)) +
    circle(186, 180, 5, '#5d4037') +
    circle(214, 180, 5, '#5d4037') +
    path('M184 198q16 12 32 0', 'none', stroke('#5d4037', 4)) +
    path('M120 244H280Q270 300 200 304Q130 300 120 244Z', '#fff', stroke('#0288d1', 3)) +
    tag(266, 104, '40', 30, '#ffca28', '#01579b'),
};
