/** Breakfast plates and snacks from the cafe. */
import { circle, ellipse, group, line, path, rect, rotate, shadow, stroke } from './svg';
import { bowl, plate, tag } from './shapes';

const canjeeroStack = (): string =>
  [0, 1, 2]
    .map((i) =>
      ellipse(200 - i * 6, 246 - i * 14, 120, 44, i % 2 ? '#e2b878' : '#edc88c', stroke('#c99a55', 2)),
    )
    .join('') +
  [160, 190, 220, 250, 176, 206, 236].map((x, i) => circle(x, 214 + (i > 3 ? 16 : 0), 3, '#c99a55')).join('');

const onionRings = (x: number, y: number): string =>
  [0, 1, 2].map((i) => ellipse(x + i * 26, y + (i % 2) * 10, 16, 10, 'none', stroke('#9c4f8a', 5))).join('');

const liverPieces = (x: number, y: number): string =>
  [0, 1, 2, 3]
    .map((i) =>
      rect(x + i * 28 - (i > 1 ? 44 : 0), y + (i > 1 ? 24 : 0), 34, 22, '#5b1a24', 8, stroke('#3a0d14', 2)),
    )
    .join('');

/** A small dish of suqaar cubes, set beside a plate. */
export const suqaarDish = (x: number, y: number, s = 1): string =>
  group(
    `translate(${x} ${y}) scale(${s})`,
    ellipse(0, 0, 70, 28, '#2f6f8f') +
      ellipse(0, -6, 60, 20, '#7a3b1e') +
      [-30, 0, 30, -14, 16]
        .map((dx, i) => rect(dx - 12, -20 + (i > 2 ? 10 : 0), 24, 20, '#a0522d', 5))
        .join(''),
  );

/** A bowl of red beans in sauce. */
export const beanBowl = (x: number, y: number, s = 1): string =>
  group(
    `translate(${x} ${y}) scale(${s}) translate(-200 -260)`,
    bowl('#e0c097', '#c1532f') +
      [150, 180, 210, 240, 165, 195, 225]
        .map((xx, i) => ellipse(xx, 200 + (i > 3 ? 12 : 0), 11, 7, '#8e1b1b'))
        .join(''),
  );

export const chapati = (x: number, y: number, r = 1): string =>
  group(
    `translate(${x} ${y}) rotate(${r})`,
    path('M-100 20Q-100-40 0-40Q100-40 100 20Z', '#edc88c', stroke('#b8843c', 3)) +
      [-50, -10, 30, 60, -30].map((dx, i) => circle(dx, -14 + (i % 2) * 14, 6, '#c08a43')).join(''),
  );

function teaCupSmall(x: number, y: number, tea: string): string {
  return group(
    `translate(${x} ${y}) scale(0.5) translate(-200 -318)`,
    ellipse(200, 318, 110, 22, '#d7ccc8') +
      path('M136 150H264L246 304Q244 316 230 316H170Q156 316 154 304Z', '#fff', stroke('#bcaaa4', 5)) +
      path('M141 186H259L247 300Q245 308 234 308H166Q155 308 153 300Z', tea),
  );
}

const bajiyeBalls = (spots: number[][]): string =>
  spots
    .map(
      ([x = 0, y = 0]) =>
        circle(x, y, 30, '#c9852c', stroke('#9c5f18', 3)) + circle(x - 8, y - 6, 5, '#e0a55a'),
    )
    .join('');

export const cafe: Record<string, () => string> = {
  canjeero: () =>
    plate() +
    [0, 1, 2]
      .map((i) =>
        ellipse(200 - i * 6, 246 - i * 14, 120, 44, i % 2 ? '#e2b878' : '#edc88c', stroke('#c99a55', 2)),
      )
      .join('') +
    [160, 190, 220, 250, 176, 206, 236]
      .map((x, i) => circle(x, 214 + (i > 3 ? 16 : 0), 3, '#c99a55'))
      .join(''),
  malawax: () =>
    plate() +
    [0, 1, 2]
      .map((i) =>
        rect(110, 200 + i * 22, 180, 34, '#f0c27b', 17, { ...stroke('#c98d3c', 3), ...rotate(-8, 200, 230) }),
      )
      .join('') +
    path('M240 180q20 10 40 0', 'none', stroke('#f9a825', 6)),
  muufo: () =>
    shadow(140, 318) +
    [0, 1, 2]
      .map((i) => ellipse(200, 300 - i * 22, 140, 40, i === 2 ? '#d9a25c' : '#c68b45', stroke('#9c6526', 3)))
      .join('') +
    [150, 200, 250, 175, 230].map((x, i) => circle(x, 246 + (i > 2 ? 12 : 0), 6, '#8a5520')).join(''),
  sambuusa: () =>
    plate() +
    [
      [140, 250, -10],
      [260, 250, 10],
      [200, 214, 0],
    ]
      .map(([x = 0, y = 0, r = 0]) =>
        path(`M${x} ${y - 50}L${x + 56} ${y + 36}H${x - 56}Z`, '#e0a03a', {
          ...stroke('#b8741a', 5),
          'stroke-linejoin': 'round',
          ...rotate(r, x, y),
        }),
      )
      .join(''),
  bajiye: () =>
    plate() +
    [
      [150, 236],
      [200, 216],
      [250, 236],
      [180, 262],
      [226, 262],
    ]
      .map(
        ([x = 0, y = 0]) =>
          circle(x, y, 30, '#c9852c', stroke('#9c5f18', 3)) + circle(x - 8, y - 6, 5, '#e0a55a'),
      )
      .join('') +
    ellipse(300, 280, 30, 14, '#43a047'),
  'canjeero-liver': () =>
    plate(170, 66) +
    group('translate(-50 10) scale(0.8) translate(50 50)', canjeeroStack()) +
    liverPieces(232, 214) +
    onionRings(238, 260),
  'canjeero-suqaar': () =>
    plate(170, 66) +
    group('translate(-60 10) scale(0.8) translate(50 50)', canjeeroStack()) +
    suqaarDish(280, 226, 0.9),
  'beans-bread': () =>
    beanBowl(160, 300, 0.7) +
    path('M240 300Q230 220 290 214Q350 220 344 300Z', '#e0a04a', stroke('#b07a2c', 4)) +
    line('M266 240l18 40M296 232l18 44', '#b07a2c', 5),
  'muufo-tea': () =>
    group(
      'translate(-70 30) scale(0.8) translate(50 60)',
      [0, 1, 2]
        .map((i) =>
          ellipse(200, 300 - i * 22, 140, 40, i === 2 ? '#d9a25c' : '#c68b45', stroke('#9c6526', 3)),
        )
        .join(''),
    ) + teaCupSmall(306, 318, '#d9a86c'),
  'breakfast-two': () =>
    plate(176, 70, 270) +
    group('translate(-40 30) scale(0.7) translate(50 60)', canjeeroStack()) +
    group(
      'translate(190 250) scale(0.5) rotate(-8)',
      rect(-90, -20, 180, 40, '#f0c27b', 20, stroke('#c98d3c', 4)),
    ) +
    liverPieces(230, 262) +
    teaCupSmall(90, 170, '#b5541c') +
    teaCupSmall(310, 170, '#b5541c') +
    tag(200, 90, '2', 44, '#ffca28', '#5d4037'),
  'bajiye-chili': () =>
    plate() +
    bajiyeBalls([
      [140, 236],
      [190, 216],
      [160, 266],
      [210, 262],
    ]) +
    ellipse(280, 250, 44, 22, '#fff', stroke('#bdbdbd', 3)) +
    ellipse(280, 248, 36, 16, '#d32f2f') +
    path('M290 150q30 10 40 50q-30-10-40-50z', '#e53935') +
    line('M290 150q-4-14 8-22', '#2e7d32', 5),
  'chapati-2': () => plate() + chapati(200, 246, -6) + chapati(210, 220, 6),
  salad: () =>
    bowl('#ffffff', '#8bc34a') +
    [
      [150, 196],
      [250, 198],
      [200, 186],
    ]
      .map(([x = 0, y = 0]) => circle(x, y, 24, '#e53935') + circle(x, y, 16, '#ef9a9a'))
      .join('') +
    [
      [176, 212],
      [226, 214],
    ]
      .map(([x = 0, y = 0]) => circle(x, y, 20, '#7cb342') + circle(x, y, 14, '#dcedc8'))
      .join('') +
    onionRings(160, 180) +
    circle(310, 300, 22, '#c0ca33', stroke('#fff', 4)),
};
