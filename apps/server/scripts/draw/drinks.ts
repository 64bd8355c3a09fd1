/** Teas, coffee, juices and milk by the glass: the fruit a juice is made from stands beside it. */
import { circle, el, ellipse, group, line, path, rect, rotate, shadow, stroke } from './svg';
import { badge } from './shapes';

/** A tall glass of a drink, moved left so the fruit it is made from can stand beside it. */
export function glass(liquid: string, straw = '#e91e63'): string {
  return (
    shadow(70) +
    line('M226 150L260 60', straw, 10) +
    path('M140 110H260L244 316Q242 330 228 330H172Q158 330 156 316Z', '#fff', {
      opacity: 0.8,
      ...stroke('#c7b8a0', 4),
    }) +
    path('M145 150H255L241 312Q240 322 228 322H172Q160 322 159 312Z', liquid) +
    rect(166, 170, 10, 120, '#fff', 5, { opacity: 0.35 })
  );
}

const beside = (liquid: string, fruit: string): string => group('translate(-50 0)', glass(liquid)) + fruit;

/** A cup of tea in a saucer: the colour tells spiced black tea from milk tea. */
export function cup(tea: string): string {
  return (
    ellipse(200, 318, 110, 22, '#d7ccc8') +
    path('M136 150H264L246 304Q244 316 230 316H170Q156 316 154 304Z', '#fff', {
      opacity: 0.8,
      ...stroke('#bcaaa4', 4),
    }) +
    path('M141 186H259L247 300Q245 308 234 308H166Q155 308 153 300Z', tea) +
    rect(160, 196, 10, 80, '#fff', 5, { opacity: 0.35 }) +
    line('M180 130q-12-20 0-40M220 130q-12-20 0-40', '#bcaaa4', 6)
  );
}

export const mangoFruit = (x: number, y: number, s = 1): string =>
  group(
    `translate(${x} ${y}) scale(${s})`,
    path('M0-60Q64-54 58 6Q52 62-6 58Q-58 52-54 0Q-48-62 0-60Z', '#ffb300', stroke('#e08e00', 3)) +
      path('M0-60Q58-54 58 6Q36-40 0-60Z', '#7cb342') +
      path('M2-60q20-30 50-24q-14 26-50 24z', '#43a047'),
  );

const citrusSlice = (x: number, y: number, r: number, peel: string, flesh: string): string =>
  circle(x, y, r, peel) +
  circle(x, y, r * 0.82, flesh) +
  [0, 45, 90, 135]
    .map((a) =>
      el('path', {
        d: `M${x - r * 0.8} ${y}H${x + r * 0.8}`,
        stroke: peel,
        'stroke-width': 3,
        ...rotate(a, x, y),
      }),
    )
    .join('');

const mint = (x: number, y: number): string =>
  [-30, 20].map((r) => path(`M${x} ${y}q10-34 34-40q0 30-34 40z`, '#43a047', rotate(r, x, y))).join('');

export const drinks: Record<string, () => string> = {
  'tea-cup': () =>
    ellipse(200, 318, 110, 22, '#d7ccc8') +
    path('M136 150H264L246 304Q244 316 230 316H170Q156 316 154 304Z', '#fff', {
      opacity: 0.8,
      ...stroke('#bcaaa4', 4),
    }) +
    path('M141 186H259L247 300Q245 308 234 308H166Q155 308 153 300Z', '#b5541c') +
    rect(160, 196, 10, 80, '#fff', 5, { opacity: 0.35 }) +
    line('M180 130q-12-20 0-40M220 130q-12-20 0-40', '#bcaaa4', 6),
  thermos: () =>
    shadow(70) +
    rect(160, 60, 80, 40, '#6d4c41', 10) +
    rect(150, 96, 100, 230, '#e53935', 24) +
    rect(150, 150, 100, 16, '#fbc02d') +
    rect(150, 270, 100, 16, '#fbc02d') +
    path('M250 130q40 10 40 60t-40 60', 'none', stroke('#6d4c41', 12)) +
    rect(168, 176, 14, 80, '#fff', 7, { opacity: 0.35 }),
  'coffee-pot': () =>
    shadow(90) +
    path(
      'M174 92Q200 70 226 92L232 150Q290 200 280 290Q276 326 240 326H160Q124 326 120 290Q110 200 168 150Z',
      '#8d6e63',
    ) +
    path('M120 250Q80 230 70 170L86 166Q100 210 128 222Z', '#6d4c41') +
    path('M280 200q40 0 34 60t-40 40', 'none', stroke('#6d4c41', 12)) +
    ellipse(200, 92, 30, 10, '#5d4037') +
    circle(200, 76, 10, '#5d4037') +
    rect(150, 190, 14, 80, '#fff', 7, { opacity: 0.3 }),
  'juice-glass': () =>
    shadow(70) +
    line('M226 150L260 60', '#e91e63', 10) +
    path('M140 110H260L244 316Q242 330 228 330H172Q158 330 156 316Z', '#fff', {
      opacity: 0.8,
      ...stroke('#c7b8a0', 4),
    }) +
    path('M145 150H255L241 312Q240 322 228 322H172Q160 322 159 312Z', '#ffa726') +
    circle(150, 114, 30, '#8bc34a') +
    circle(150, 114, 20, '#dcedc8'),
  'juice-mango': () => beside('#ffa726', mangoFruit(296, 270, 0.9)),
  'juice-lemon-mint': () =>
    beside('#fff59d', citrusSlice(300, 272, 46, '#fdd835', '#fff9c4') + mint(286, 216)) + mint(128, 112),
  'juice-lime': () =>
    beside(
      '#c5e1a5',
      citrusSlice(270, 290, 38, '#7cb342', '#dcedc8') + citrusSlice(330, 270, 34, '#689f38', '#dcedc8'),
    ),
  'juice-papaya': () =>
    beside(
      '#ff8a65',
      path('M240 270Q244 214 300 214Q356 216 356 272Q352 330 298 330Q240 328 240 270Z', '#7cb342') +
        path('M250 272Q252 226 300 226Q346 228 346 272Q342 318 298 318Q250 316 250 272Z', '#ff8a3d') +
        [290, 304, 296, 310].map((x, i) => circle(x, 258 + i * 10, 6, '#263238')).join(''),
    ),
  'juice-watermelon': () =>
    beside(
      '#ef5350',
      path('M236 320L360 320L298 200Z', '#2e7d32') +
        path('M248 312L348 312L298 214Z', '#ef5350') +
        [286, 306, 298].map((x, i) => ellipse(x, 270 + i * 14, 4, 7, '#212121')).join(''),
    ),
  milkshake: () =>
    shadow(70) +
    line('M216 110L250 30', '#4fc3f7', 12) +
    path('M150 130H250L236 320Q234 330 222 330H178Q166 330 164 320Z', '#ffcc80', stroke('#c7b8a0', 4)) +
    path('M140 134Q150 86 200 92Q250 86 260 134Z', '#fffdf7', stroke('#e0d6c4', 3)) +
    circle(200, 86, 12, '#e53935') +
    rect(168, 160, 10, 120, '#fff', 5, { opacity: 0.4 }) +
    mangoFruit(306, 282, 0.6),
  'tea-milk': () =>
    group('translate(-40 0)', cup('#d9a86c')) +
    path('M280 230H336L330 320H286Z', '#fff', stroke('#bcaaa4', 4)) +
    path('M280 230l-12-14h20z', '#fff', stroke('#bcaaa4', 3)) +
    rect(286, 250, 44, 30, '#e3f2fd'),
  'camel-milk-glass': () =>
    group('translate(-30 0)', glass('#fffdf7', '#a1887f')) + badge('camel', 300, 250, 58),
  'soda-can': () =>
    shadow(70) +
    rect(146, 90, 108, 240, '#d32f2f', 20) +
    rect(146, 90, 108, 22, '#b0bec5', 10) +
    rect(146, 308, 108, 22, '#b0bec5', 10) +
    path('M146 200q54-40 108 0v40q-54-40-108 0z', '#fff') +
    rect(160, 126, 12, 170, '#fff', 6, { opacity: 0.3 }),
};
