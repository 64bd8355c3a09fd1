/** Cooking gas cylinders, stoves, regulators, hoses and charcoal. */
import { circle, ellipse, group, line, path, rect, scaled, shadow, stroke, text } from './svg';
import { cylinder, flame, refillArrows, tag } from './shapes';

const regulatorBody = (): string =>
  rect(160, 120, 90, 110, '#9e9e9e', 20) +
  circle(205, 170, 34, '#e0e0e0', stroke('#757575', 6)) +
  line('M205 170l18-18', '#d32f2f', 6) +
  rect(110, 210, 60, 24, '#757575', 6);

/** A single burner that screws onto a small cylinder: a round head, three pan supports and the flame. */
const burnerTop = (): string =>
  ellipse(200, 250, 110, 26, '#37474f') +
  ellipse(200, 236, 60, 16, '#546e7a') +
  [-1, 0, 1].map((i) => rect(190 + i * 80, 196, 20, 50, '#263238', 4)).join('') +
  flame(200, 222, 0.7);

const burnerHead = (): string => shadow(110) + rect(180, 250, 40, 80, '#9e9e9e', 6) + burnerTop();

export const gas: Record<string, () => string> = {
  'gas-cylinder-6kg': () => scaled(0.72, cylinder('#1e88e5', '#0d47a1', '6 kg')),
  'gas-cylinder-13kg': () => scaled(0.88, cylinder('#1e88e5', '#0d47a1', '13 kg')),
  'gas-cylinder-25kg': () => cylinder('#1e88e5', '#0d47a1', '25 kg'),
  'gas-cylinder-new': () =>
    cylinder('#e53935', '#8e1b1b', 'NEW') +
    circle(290, 110, 30, '#ffca28') +
    text(290, 120, '+', 34, '#8e1b1b'),
  'gas-stove': () =>
    shadow(150) +
    rect(70, 200, 260, 100, '#37474f', 14) +
    rect(70, 190, 260, 24, '#263238', 10) +
    [140, 260]
      .map((x) => ellipse(x, 190, 46, 14, '#546e7a') + flame(x, 176, 0.6) + circle(x, 260, 14, '#cfd8dc'))
      .join(''),
  'gas-regulator': () =>
    shadow(140) +
    path('M120 220Q60 260 110 310T280 300Q330 280 320 240', 'none', stroke('#e65100', 14)) +
    rect(160, 120, 90, 110, '#9e9e9e', 20) +
    circle(205, 170, 34, '#e0e0e0', stroke('#757575', 6)) +
    line('M205 170l18-18', '#d32f2f', 6) +
    rect(110, 210, 60, 24, '#757575', 6),
  'gas-refill': () => cylinder('#1e88e5', '#0d47a1', '13 kg') + refillArrows(310, 100, '#2e7d32', 0.9),
  'gas-cylinders': () =>
    [
      [0.5, 100, '6'],
      [0.64, 200, '13'],
      [0.8, 310, '25'],
    ]
      .map(([s = 1, x = 200, label = '']) =>
        group(
          `translate(${x} 334) scale(${s}) translate(-200 -334)`,
          cylinder('#1e88e5', '#0d47a1', `${label} kg`),
        ),
      )
      .join(''),
  'gas-starter-kit': () =>
    group(
      'translate(-50 0)',
      scaled(0.72, cylinder('#1e88e5', '#0d47a1', '6 kg')) +
        group('translate(200 130) scale(0.62) translate(-200 -250)', burnerTop()),
    ) +
    path('M206 258Q250 320 292 318', 'none', stroke('#e65100', 9)) +
    shadow(50, 330).replace('cx="200"', 'cx="300"') +
    group('translate(300 374) scale(0.62) translate(-200 -334)', regulatorBody()),
  'burner-single': () => burnerHead() + tag(320, 86, '6 kg', 30, '#fff', '#0d47a1'),
  regulator: () => shadow(100) + group('translate(20 70)', scaled(1.2, regulatorBody())),
  'gas-hose': () =>
    shadow(140) +
    [0, 1, 2]
      .map((i) => ellipse(200, 250 - i * 10, 130 - i * 14, 56 - i * 6, 'none', stroke('#e65100', 14)))
      .join('') +
    path('M74 240Q50 200 80 170', 'none', stroke('#e65100', 14)) +
    rect(66, 150, 28, 26, '#9e9e9e', 4) +
    tag(200, 110, '1.5 m', 44, '#fff', '#e65100'),
  'charcoal-bag-3kg': () =>
    shadow(100) +
    [150, 186, 222, 250]
      .map((x, i) => path(`M${x - 22} ${128 + (i % 2) * 8}l18-22 26 6 4 24z`, '#2b2b2b'))
      .join('') +
    path('M120 130H280L294 330H106Z', '#e0e0e0', { ...stroke('#9e9e9e', 4), opacity: 0.92 }) +
    path('M130 150q-30-60 10-60M270 150q30-60-10-60', 'none', stroke('#9e9e9e', 8)) +
    tag(200, 250, '3 kg', 48, '#fff', '#263238'),
};
