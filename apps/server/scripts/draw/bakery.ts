/** The bakery's bread, cakes and sweets. */
import { circle, ellipse, group, line, path, rect, rotate, shadow, stroke } from './svg';
import { flame, plate, tag } from './shapes';

const diamond = (x: number, y: number, r = 28): string =>
  rect(x - r, y - r, r * 2, r * 2, '#6d3518', 8, rotate(45, x, y)) + circle(x - 8, y - 8, 5, '#a1562a');

/** Kac kac: twisted knots of fried dough, dusted with sugar. */
const knot = (x: number, y: number, r = 0): string =>
  group(
    `translate(${x} ${y}) rotate(${r})`,
    rect(-34, -16, 68, 32, '#d9953f', 14, stroke('#a5621c', 3)) +
      line('M-20-8l12 16M0-8l12 16M20-8l-4 8', '#a5621c', 4) +
      [-18, 4, 22].map((dx) => circle(dx, -4, 3, '#fff')).join(''),
  );

const slice = (x: number, y: number): string =>
  group(
    `translate(${x} ${y})`,
    path('M-40 40V-20Q-56-40-36-54Q0-70 36-54Q56-40 40-20V40Z', '#fdf3e0', stroke('#c98a3c', 7)),
  );

export const bakery: Record<string, () => string> = {
  xalwo: () =>
    plate() +
    [
      [150, 240],
      [200, 214],
      [250, 240],
      [200, 264],
    ]
      .map(
        ([x = 0, y = 0]) =>
          rect(x - 28, y - 28, 56, 56, '#6d3518', 8, rotate(45, x, y)) + circle(x - 8, y - 8, 5, '#a1562a'),
      )
      .join(''),
  bread: () =>
    shadow(130) +
    path('M80 300Q70 180 200 170Q330 180 320 300Q200 320 80 300Z', '#d9954a') +
    path('M90 290Q84 196 200 188Q316 196 310 290Q200 306 90 290Z', '#e8ae62') +
    line('M140 220l30 30M190 210l30 30M240 216l30 30', '#b46d28', 8),
  cake: () =>
    shadow(130) +
    rect(90, 190, 220, 136, '#f8bbd0', 16) +
    rect(90, 250, 220, 18, '#fff') +
    path(
      'M90 200Q90 170 200 170Q310 170 310 200V214Q290 230 270 212Q250 232 230 212Q210 232 190 212Q170 232 150 212Q130 232 110 212Q100 222 90 214Z',
      '#fff',
    ) +
    [150, 200, 250].map((x) => circle(x, 166, 14, '#e53935')).join(''),
  biscuits: () =>
    shadow(120) +
    rect(80, 200, 240, 120, '#ef6c00', 14) +
    [120, 170, 220, 270]
      .map((x) => circle(x, 190, 28, '#e0a458', stroke('#b8793a', 3)) + circle(x, 190, 4, '#b8793a'))
      .join(''),
  'bread-sliced': () =>
    group(
      'translate(60 40) scale(0.85)',
      path('M80 300Q70 180 200 170Q330 180 320 300Q200 320 80 300Z', '#d9954a') +
        path('M90 290Q84 196 200 188Q316 196 310 290Q200 306 90 290Z', '#e8ae62'),
    ) +
    slice(120, 270) +
    slice(170, 280),
  'bread-rolls': () =>
    shadow(140) +
    [
      [120, 290],
      [200, 296],
      [280, 290],
      [160, 236],
      [240, 236],
      [200, 186],
    ]
      .map(
        ([x = 0, y = 0]) =>
          ellipse(x, y, 46, 34, '#d9954a', stroke('#a86a28', 3)) +
          line(`M${x - 20} ${y - 8}q20-16 40 0`, '#f3c98a', 6),
      )
      .join(''),
  'chapati-5': () =>
    shadow(140, 318) +
    [0, 1, 2, 3, 4]
      .map((i) => ellipse(200, 300 - i * 18, 140, 38, i % 2 ? '#e8c07e' : '#f0cd8e', stroke('#b8843c', 3)))
      .join('') +
    [150, 200, 250, 175, 230].map((x, i) => circle(x, 222 + (i > 2 ? 10 : 0), 6, '#c08a43')).join('') +
    tag(320, 96, '5', 44, '#ffca28', '#5d4037'),
  'canjeero-batter': () =>
    shadow(100) +
    path('M110 140H290L272 320Q270 330 258 330H142Q130 330 128 320Z', '#fff', stroke('#90a4ae', 5)) +
    ellipse(200, 140, 90, 20, '#f3e2bf', stroke('#90a4ae', 5)) +
    [170, 200, 236].map((x, i) => circle(x, 138 + (i % 2) * 4, 4, '#d9b77a')).join('') +
    path('M250 138Q300 80 340 120', 'none', stroke('#8d6e63', 10)) +
    tag(200, 248, '1 kg', 40, '#fff', '#6d4c41'),
  'cake-birthday': () =>
    shadow(130) +
    rect(90, 190, 220, 136, '#f8bbd0', 16) +
    rect(90, 250, 220, 18, '#fff') +
    path(
      'M90 200Q90 170 200 170Q310 170 310 200V214Q290 230 270 212Q250 232 230 212Q210 232 190 212Q170 232 150 212Q130 232 110 212Q100 222 90 214Z',
      '#fff',
    ) +
    [140, 200, 260]
      .map(
        (x, i) =>
          rect(x - 7, 110, 14, 62, ['#42a5f5', '#ffca28', '#66bb6a'][i] ?? '#fff', 4) + flame(x, 100, 0.35),
      )
      .join(''),
  'cake-slice': () =>
    shadow(120) +
    path('M80 300L320 300L320 220L80 260Z', '#f8bbd0', stroke('#e091ad', 3)) +
    path('M80 276L320 252', 'none', stroke('#fff', 12)) +
    path('M80 260L320 220L300 200L60 244Z', '#fff') +
    circle(280, 196, 18, '#e53935') +
    ellipse(200, 314, 150, 16, '#fff', stroke('#e2dbd0', 3)),
  'kac-kac-4': () =>
    plate() + knot(150, 240, -14) + knot(240, 236, 12) + knot(196, 210, 4) + knot(200, 270, -6),
  'kac-kac-10': () =>
    shadow(110) +
    path('M110 150H290L276 330H124Z', '#d7b98e', stroke('#a88556', 4)) +
    [
      [150, 140, -20],
      [200, 128, 10],
      [250, 142, 24],
      [172, 110, -6],
      [228, 106, 16],
    ]
      .map(([x = 0, y = 0, r = 0]) => knot(x, y, r))
      .join('') +
    tag(200, 250, '10', 48, '#fff', '#a5621c'),
  'sesame-bars': () =>
    plate() +
    [0, 1, 2, 3, 4]
      .map((i) =>
        group(
          `rotate(-10 200 240) translate(0 ${i * 20 - 44})`,
          rect(110, 226, 180, 26, '#c98a2e', 6, stroke('#8a5a14', 3)) +
            [130, 160, 190, 220, 250, 276]
              .map((x, j) => ellipse(x, 236 + (j % 2) * 6, 4, 2, '#fff3d6'))
              .join(''),
        ),
      )
      .join(''),
  'xalwo-piece': () => plate(110, 46, 280) + diamond(200, 246, 50),
  'xalwo-gift-box': () =>
    shadow(130) +
    rect(80, 170, 240, 156, '#8e1b3a', 10) +
    rect(70, 150, 260, 40, '#a32346', 8) +
    rect(184, 150, 32, 176, '#ffca28') +
    path('M200 150Q150 90 140 130Q150 150 200 150Q250 150 260 130Q250 90 200 150Z', '#ffca28') +
    diamond(130, 254, 24) +
    diamond(270, 254, 24) +
    tag(200, 296, '1 kg', 30, '#fff', '#8e1b3a'),
};
