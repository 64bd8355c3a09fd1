/** Burgers, pizzas and wraps: patties, toppings and fillings differ, and a badge names the meat. */
import { circle, ellipse, group, line, path, rect, rotate, shadow, stroke } from './svg';
import { badge, tag } from './shapes';
import type { Animal } from './shapes';

/** A burger with one or two patties of the given colour, and the animal's badge. */
function burger(patty: string, edge: string, animal: Animal, patties = 1, crispy = false): string {
  const lift = (patties - 1) * 38;
  const stack = Array.from({ length: patties }, (_, i) => {
    const y = 226 - i * 38;
    return crispy
      ? path(
          `M84 ${y + 4}q14-12 29-2q14-12 29-2q14-12 29-2q14-12 29-2q14-12 29-2q14-12 29-2q14-12 29-2q14-12 29 2v24q-14 12-29 2q-14 12-29 2q-14 12-29 2q-14 12-29 2q-14 12-29 2q-14 12-29 2q-14 12-29 2q-14 12-29-2z`,
          patty,
          stroke(edge, 3),
        )
      : rect(84, y, 232, 34, patty, 14, stroke(edge, 3));
  }).join('');
  return (
    shadow(130) +
    group(
      `translate(0 ${-lift})`,
      path('M80 200Q80 110 200 110Q320 110 320 200Z', '#e0a04a') +
        [150, 190, 230, 260, 170].map((x, i) => ellipse(x, 150 + (i % 2) * 16, 5, 3, '#fff8e1')).join('') +
        path('M74 206h252l-16 18-20-12-20 14-20-12-20 14-20-12-20 14-20-12-20 14-20-12-20 14z', '#7cb342'),
    ) +
    stack +
    path('M90 256h220l-30 20z', '#ffca28') +
    rect(80, 272, 240, 46, '#e0a04a', 16) +
    badge(animal, 326, 84, 58)
  );
}

function pizzaBase(): string {
  return (
    shadow(150, 318) +
    ellipse(200, 240, 160, 80, '#e3a857') +
    ellipse(200, 236, 140, 66, '#d9482b') +
    ellipse(200, 236, 130, 58, '#f6d36b')
  );
}

const SPOTS: [number, number][] = [
  [150, 218],
  [232, 208],
  [190, 258],
  [272, 246],
  [118, 250],
  [196, 204],
  [250, 272],
  [140, 280],
];

const cuts = line('M200 178V294M74 236H326', '#e3a857', 3);

const wrap = (filling: string, animal: Animal): string =>
  shadow(80) +
  path('M140 130Q200 90 260 130L226 330H174Z', '#f1d49a', stroke('#c9a35e', 3)) +
  path('M150 120Q200 80 250 120Q230 150 200 140Q170 150 150 120Z', filling) +
  [170, 200, 228]
    .map((x, i) => rect(x - 12, 106 + (i % 2) * 10, 24, 16, filling, 5, stroke('#00000040', 2)))
    .join('') +
  path('M160 116q10-26 30-10M216 104q18-10 28 8', 'none', stroke('#43a047', 8)) +
  path('M150 210H250L226 330H174Z', '#fff', stroke('#d0d0d0', 3)) +
  rect(150, 240, 100, 16, '#e53935', 0, { opacity: 0.8 }) +
  badge(animal, 318, 96, 58);

export const fastFood: Record<string, () => string> = {
  burger: () =>
    shadow(130) +
    path('M80 200Q80 110 200 110Q320 110 320 200Z', '#e0a04a') +
    [150, 190, 230, 260, 170].map((x, i) => ellipse(x, 150 + (i % 2) * 16, 5, 3, '#fff8e1')).join('') +
    path('M74 206h252l-16 18-20-12-20 14-20-12-20 14-20-12-20 14-20-12-20 14-20-12-20 14z', '#7cb342') +
    rect(84, 226, 232, 34, '#6d3519', 14) +
    path('M90 256h220l-30 20z', '#ffca28') +
    rect(80, 272, 240, 46, '#e0a04a', 16),
  pizza: () =>
    shadow(150, 318) +
    ellipse(200, 240, 160, 80, '#e3a857') +
    ellipse(200, 236, 140, 66, '#d9482b') +
    ellipse(200, 236, 130, 58, '#f6d36b') +
    [
      [150, 220],
      [230, 210],
      [190, 256],
      [270, 246],
      [120, 250],
    ]
      .map(([x = 0, y = 0]) => ellipse(x, y, 16, 9, '#b71c1c'))
      .join('') +
    line('M200 178V294M74 236H326', '#e3a857', 3),
  shawarma: () =>
    shadow(80) +
    path('M140 130Q200 90 260 130L226 330H174Z', '#f1d49a', stroke('#c9a35e', 3)) +
    path('M150 120Q200 80 250 120Q230 150 200 140Q170 150 150 120Z', '#8d4b2a') +
    path('M160 116q10-26 30-10M216 104q18-10 28 8', 'none', stroke('#43a047', 8)) +
    path('M150 210H250L226 330H174Z', '#fff', stroke('#d0d0d0', 3)) +
    rect(150, 240, 100, 16, '#e53935', 0, { opacity: 0.8 }),
  fries: () =>
    shadow(90) +
    [150, 170, 190, 210, 230, 250]
      .map((x, i) => rect(x - 8, 90 + (i % 3) * 16, 16, 140, '#fbc02d', 3, rotate((i - 2.5) * 4, x, 230)))
      .join('') +
    path('M120 180H280L258 330H142Z', '#d32f2f') +
    path('M160 180q40 40 80 0', '#fff', { opacity: 0.9 }),
  'burger-beef': () => burger('#6d3519', '#4a220e', 'cow'),
  'burger-chicken': () => burger('#e09a3a', '#a8651c', 'chicken', 1, true),
  'burger-camel': () => burger('#4a1f10', '#2a0f06', 'camel', 2),
  'pizza-cheese': () =>
    pizzaBase() +
    SPOTS.map(([x, y], i) => ellipse(x, y, 18, 10, i % 2 ? '#fff3b0' : '#ffe082')).join('') +
    cuts +
    path('M330 150l34-20 10 30z', '#ffd54f', stroke('#f9a825', 3)) +
    circle(352, 150, 5, '#f9a825'),
  'pizza-chicken': () =>
    pizzaBase() +
    SPOTS.map(([x, y], i) =>
      i % 3 === 2
        ? rect(x - 10, y - 4, 20, 8, '#43a047', 4)
        : rect(x - 14, y - 9, 28, 18, '#e09a3a', 6, { ...stroke('#a8651c', 2), ...rotate(i * 25, x, y) }),
    ).join('') +
    cuts +
    badge('chicken', 326, 84),
  'pizza-tuna': () =>
    pizzaBase() +
    SPOTS.map(([x, y], i) =>
      i % 2
        ? circle(x, y, 9, 'none', stroke('#263238', 6))
        : path(`M${x - 16} ${y}q8-12 16-4q8-10 16 4q-8 10-16 4q-8 8-16-4z`, '#d9a0a0', stroke('#a86a6a', 2)),
    ).join('') +
    [130, 250].map((x) => path(`M${x} 236a14 14 0 0 1 28 0`, 'none', stroke('#8e3b6b', 4))).join('') +
    cuts +
    badge('fish', 326, 84),
  'pizza-meat': () =>
    pizzaBase() +
    SPOTS.map(([x, y], i) =>
      i % 2 ? circle(x, y, 17, '#a3262a', stroke('#7a1518', 2)) : circle(x, y, 8, '#5d2f17'),
    ).join('') +
    cuts +
    badge('cow', 326, 84),
  'family-deal': () =>
    group(
      'translate(8 24) scale(0.55)',
      pizzaBase() + SPOTS.map(([x, y]) => ellipse(x, y, 16, 9, '#b71c1c')).join(''),
    ) +
    group(
      'translate(172 14) scale(0.55)',
      pizzaBase() + SPOTS.map(([x, y]) => ellipse(x, y, 16, 9, '#43a047')).join(''),
    ) +
    [
      [70, '#d32f2f'],
      [120, '#1e88e5'],
      [290, '#f57c00'],
      [340, '#43a047'],
    ]
      .map(
        ([x, c]) =>
          rect(Number(x) - 22, 240, 44, 90, String(c), 8) + rect(Number(x) - 22, 240, 44, 10, '#b0bec5', 4),
      )
      .join('') +
    [176, 192, 208, 224].map((x, i) => rect(x - 6, 200 + (i % 2) * 8, 12, 80, '#fbc02d', 3)).join('') +
    path('M160 250H240L230 330H170Z', '#d32f2f') +
    tag(200, 60, 'FAMILY', 34, '#ffca28', '#b71c1c'),
  'shawarma-chicken': () => wrap('#e6b35c', 'chicken'),
  'shawarma-beef': () => wrap('#6d3519', 'cow'),
};
