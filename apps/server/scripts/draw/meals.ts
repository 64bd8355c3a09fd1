/** Restaurant dishes: rice and pasta plates, suqaar, grills and seafood, each with its own meat drawn and a badge. */
import { circle, el, ellipse, group, line, path, rect, rotate, stroke } from './svg';
import { badge, bowl, plate, roundel, tag } from './shapes';

// ---------------------------------------------------------------- what goes on the rice

type Piece = (x: number, y: number) => string;

/** Goat: brown chunks on the bone, the bone's white ends showing. */
export const goatChunk: Piece = (x, y) =>
  rect(x - 4, y - 30, 10, 30, '#fff8e1', 4, stroke('#d7c6a5', 2)) +
  circle(x - 2, y - 32, 7, '#fff8e1', stroke('#d7c6a5', 2)) +
  circle(x + 6, y - 32, 7, '#fff8e1', stroke('#d7c6a5', 2)) +
  ellipse(x, y, 30, 20, '#8d4b2a', stroke('#5d2f17', 3)) +
  ellipse(x - 8, y - 6, 10, 5, '#b0683f');

/** Camel: big dark slabs, each with the pale hump fat on top. */
export const camelSlab: Piece = (x, y) =>
  rect(x - 36, y - 22, 72, 44, '#5a2414', 8, stroke('#3a160b', 3)) +
  rect(x - 36, y - 22, 72, 14, '#fff3dc', 7, stroke('#e6d3b3', 2));

/** Chicken: golden drumsticks with the bone end. */
export const drumstick: Piece = (x, y) =>
  group(
    `rotate(-30 ${x} ${y})`,
    rect(x + 16, y - 6, 34, 12, '#fff8e1', 5) +
      circle(x + 50, y - 7, 8, '#fff8e1') +
      circle(x + 50, y + 7, 8, '#fff8e1') +
      ellipse(x, y, 34, 22, '#e08a2e', stroke('#a4561a', 3)) +
      ellipse(x - 10, y - 8, 12, 5, '#f5b461'),
  );

/** Beef: sliced steak with grill lines. */
export const beefSlice: Piece = (x, y) =>
  group(
    `rotate(-12 ${x} ${y})`,
    rect(x - 40, y - 14, 80, 28, '#7b3f2a', 14, stroke('#4e2416', 3)) +
      line(`M${x - 24} ${y - 10}l10 20M${x - 4} ${y - 10}l10 20M${x + 16} ${y - 10}l10 20`, '#3e1c10', 4),
  );

/** A small fried fish lying across the food. */
export const friedFish = (x: number, y: number, s = 1): string =>
  group(
    `translate(${x} ${y}) scale(${s})`,
    path('M-80 0Q-20-44 50-10L86-34V34L50 10Q-20 44-80 0Z', '#c9822f', stroke('#8a4b15', 3)) +
      circle(-58, -4, 6, '#3e2723') +
      line('M-30-18l12 34M-4-20l12 38M22-16l10 30', '#8a4b15', 5),
  );

/** Boneless fried fish pieces in batter. */
export const fishBite: Piece = (x, y) =>
  rect(x - 20, y - 14, 40, 28, '#e6b05c', 10, stroke('#b07a2c', 3)) + circle(x - 6, y - 4, 3, '#fff3d6');

const PIECES: Record<string, Piece> = {
  goat: goatChunk,
  camel: camelSlab,
  chicken: drumstick,
  beef: beefSlice,
};

function riceMound(): string {
  return (
    path('M96 262Q108 168 200 160Q292 168 304 262Q200 290 96 262Z', '#e9b45a') +
    [150, 180, 230, 260, 200, 130, 270]
      .map((x, i) => ellipse(x, 244 - (i % 2) * 30, 4, 8, '#fff3d6', rotate(30, x, 240)))
      .join('')
  );
}

const banana = path(
  'M292 250Q340 230 346 190Q352 200 344 226Q330 260 296 262Z',
  '#fdd835',
  stroke('#c6a700', 3),
);

/** Spiced rice on a plate with a banana, the meat on top and a badge with the animal. */
function riceWith(kind: 'goat' | 'camel' | 'chicken' | 'beef'): string {
  const piece = PIECES[kind] ?? goatChunk;
  const spots: [number, number][] =
    kind === 'camel'
      ? [
          [160, 196],
          [240, 200],
        ]
      : [
          [162, 200],
          [236, 196],
          [200, 222],
        ];
  return (
    plate() +
    riceMound() +
    banana +
    spots.map(([x, y]) => piece(x, y)).join('') +
    badge(kind === 'beef' ? 'cow' : kind)
  );
}

/** Suqaar: small cubes of meat fried with onion and pepper, in a bowl, with the animal's badge. */
function suqaar(meat: string, animal: 'goat' | 'camel' | 'fish'): string {
  return (
    bowl('#2f6f8f', '#7a3b1e') +
    [
      [160, 196],
      [200, 186],
      [240, 198],
      [180, 212],
      [224, 214],
    ]
      .map(([x = 0, y = 0], i) =>
        rect(x - 16, y - 14, 32, 28, meat, 6, { ...stroke('#00000033', 2), ...rotate(i * 20, x, y) }),
      )
      .join('') +
    line('M150 200q10-14 24-4M236 186q14-6 20 6', '#43a047', 7) +
    badge(animal)
  );
}

export const meals: Record<string, () => string> = {
  'rice-plate': () =>
    plate() +
    path('M96 262Q108 168 200 160Q292 168 304 262Q200 290 96 262Z', '#e9b45a') +
    [150, 180, 230, 260, 200]
      .map((x, i) => ellipse(x, 240 - (i % 2) * 30, 4, 8, '#fff3d6', rotate(30, x, 240)))
      .join('') +
    [
      [176, 186],
      [220, 180],
      [200, 208],
    ]
      .map(([x = 0, y = 0]) => ellipse(x, y, 28, 20, '#8d4b2a', stroke('#6a3319', 3)))
      .join('') +
    path('M292 250Q340 230 346 190Q352 200 344 226Q330 260 296 262Z', '#fdd835', stroke('#c6a700', 3)),
  'rice-goat': () => riceWith('goat'),
  'rice-camel': () => riceWith('camel'),
  'rice-chicken': () => riceWith('chicken'),
  'rice-beef': () => riceWith('beef'),
  'rice-fish': () => plate() + riceMound() + banana + friedFish(196, 200, 0.9) + badge('fish'),
  'rice-family': () =>
    plate(182, 72, 262) +
    group('translate(200 262) scale(1.2 1.1) translate(-200 -262)', riceMound()) +
    [
      [130, 206],
      [250, 200],
    ]
      .map(([x = 0, y = 0]) => goatChunk(x, y))
      .join('') +
    [
      [182, 180],
      [210, 236],
    ]
      .map(([x = 0, y = 0]) => drumstick(x, y))
      .join('') +
    [60, 106, 152, 198]
      .map((x) => circle(x, 58, 16, '#5d4037') + path(`M${x - 20} 104q20-50 40 0z`, '#5d4037'))
      .join('') +
    tag(320, 80, '4', 44, '#ffca28', '#5d4037'),
  'pasta-chicken': () =>
    plate() +
    [0, 1, 2, 3, 4]
      .map((i) => line(`M${110 + i * 10} ${250 - i * 14}q45-30 90 0t90 0`, '#f2c14e', 9))
      .join('') +
    ellipse(200, 214, 60, 22, '#fff3d6', { opacity: 0.8 }) +
    drumstick(168, 206) +
    drumstick(234, 212) +
    badge('chicken'),
  'rice-pasta-goat': () =>
    plate() +
    el('clipPath', { id: 'half' }, rect(0, 0, 200, 400, '#000')) +
    el('g', { 'clip-path': 'url(#half)' }, riceMound()) +
    [0, 1, 2, 3].map((i) => line(`M${204 + i * 4} ${252 - i * 22}q24-20 44 0t48 0`, '#f2c14e', 9)).join('') +
    line('M200 168V276', '#fff', 4) +
    goatChunk(170, 214) +
    goatChunk(236, 214) +
    badge('goat'),
  'suqaar-goat': () => suqaar('#a0522d', 'goat'),
  'suqaar-camel': () => suqaar('#5a2414', 'camel'),
  'suqaar-fish': () => suqaar('#f1d8b0', 'fish'),
  'mixed-grill': () =>
    plate(170, 66) +
    line('M90 214L320 190', '#9e9e9e', 5) +
    [130, 180, 230, 280].map((x, i) => rect(x - 20, 184 + i * -5, 40, 34, '#5a2414', 8)).join('') +
    drumstick(140, 262) +
    goatChunk(250, 262) +
    [150, 190].map((x) => circle(x, 300, 10, '#43a047')).join('') +
    badge('goat', 62, 82, 44) +
    badge('chicken', 172, 70, 44) +
    badge('camel', 338, 86, 44),
  'tuna-steak': () =>
    plate(160, 60) +
    path(
      'M110 250Q120 196 210 194Q300 196 296 250Q280 300 200 300Q110 298 110 250Z',
      '#b8505a',
      stroke('#7a2c33', 4),
    ) +
    path('M140 250Q150 214 210 212Q270 214 266 250', 'none', stroke('#e48a92', 6)) +
    line('M140 230l40 50M180 212l50 66M226 212l40 54', '#5b1e22', 7) +
    circle(300, 300, 22, '#c0ca33', stroke('#fff', 4)) +
    badge('fish'),
  'fish-rice': () =>
    plate() +
    riceMound() +
    [
      [160, 206],
      [204, 190],
      [244, 210],
      [186, 232],
      [228, 236],
    ]
      .map(([x = 0, y = 0]) => fishBite(x, y))
      .join('') +
    circle(300, 260, 24, '#c0ca33', stroke('#fff', 4)) +
    badge('fish'),
  lobster: () =>
    plate(160, 60) +
    group(
      'rotate(-8 200 250)',
      [0, 1, 2, 3, 4]
        .map((i) => ellipse(150 + i * 30, 254, 22, 34 - i * 3, '#e0502d', stroke('#9c2b12', 3)))
        .join('') +
        path('M280 254L320 226L326 282Z', '#e0502d', stroke('#9c2b12', 3)) +
        ellipse(120, 254, 36, 30, '#d84315', stroke('#9c2b12', 3)) +
        path('M96 236Q60 200 80 170Q96 196 110 186Q100 214 108 230Z', '#d84315', stroke('#9c2b12', 3)) +
        path('M96 272Q60 308 80 338Q96 312 110 322Q100 294 108 278Z', '#d84315', stroke('#9c2b12', 3)) +
        line('M90 244Q40 220 30 180M90 262Q40 290 34 320', '#9c2b12', 3),
    ) +
    circle(310, 300, 20, '#c0ca33', stroke('#fff', 4)),
  'seafood-platter': () =>
    plate(180, 72) +
    friedFish(170, 228, 0.7) +
    group(
      'translate(250 272) scale(0.5)',
      path('M-90 0Q-80-54 10-56Q96-54 92 0Q76 50-4 50Q-90 48-90 0Z', '#b8505a', stroke('#7a2c33', 6)) +
        line('M-60-20l40 50M-20-40l50 66', '#5b1e22', 10),
    ) +
    [
      [120, 276],
      [156, 292],
    ]
      .map(([x = 0, y = 0]) => fishBite(x, y))
      .join('') +
    [310, 330]
      .map((x, i) => path(`M${x} ${214 + i * 24}a20 20 0 1 1 -30 0`, 'none', stroke('#ff8a65', 10)))
      .join('') +
    roundel(72, 84, '2', '#4fc3f7', '#0d47a1', 44),
  'pasta-plate': () =>
    plate() +
    [0, 1, 2, 3, 4]
      .map((i) => line(`M${110 + i * 10} ${250 - i * 14}q45-30 90 0t90 0`, '#f2c14e', 9))
      .join('') +
    ellipse(200, 206, 56, 24, '#d84315') +
    [180, 220].map((x) => circle(x, 198, 14, '#6d3519')).join(''),
  'grilled-fish': () =>
    plate(160, 60) +
    path('M90 256Q160 196 250 246L310 214V298L250 266Q160 316 90 256Z', '#d08a3c', stroke('#9a5a1c', 3)) +
    circle(120, 250, 6, '#3e2723') +
    line('M150 236l20 40M180 230l20 44M210 234l18 38', '#8a4b15', 6) +
    circle(300, 300, 22, '#c0ca33', stroke('#fff', 4)),
  'roast-chicken': () =>
    plate() +
    ellipse(200, 226, 90, 58, '#c97a33', stroke('#9a561e', 4)) +
    [
      [124, 250, -30],
      [276, 250, 30],
    ]
      .map(([x = 0, y = 0, r = 0]) => ellipse(x, y, 34, 22, '#b86a28', rotate(r, x, y)))
      .join('') +
    circle(96, 270, 10, '#fff3e0') +
    circle(304, 270, 10, '#fff3e0') +
    path('M160 200q40-20 80 0', 'none', stroke('#e5a061', 8)),
};
