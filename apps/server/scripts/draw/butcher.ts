/** Raw meat on a butcher's tray, with the animal's badge so goat, camel and beef are told apart. */
import { circle, ellipse, group, line, path, rect, shadow, stroke } from './svg';
import { badge } from './shapes';

/** A butcher's tray with a cut of meat on it. */
const tray = (): string => shadow(150, 318) + rect(60, 220, 280, 90, '#c58b4c', 20);

export const butcher: Record<string, () => string> = {
  'fish-fresh': () =>
    shadow(150, 318) +
    ellipse(200, 290, 170, 30, '#b3e5fc') +
    path('M70 236Q160 150 270 226L340 186V290L270 250Q160 320 70 236Z', '#78909c', stroke('#546e7a', 3)) +
    path('M90 244Q170 290 260 244', 'none', stroke('#cfd8dc', 8)) +
    circle(104, 230, 8, '#263238'),
  'goat-meat': () =>
    shadow(150, 318) +
    rect(60, 220, 280, 90, '#c58b4c', 20) +
    path('M100 230Q110 150 210 150Q310 160 300 240Q260 290 180 282Q100 276 100 230Z', '#c8414b') +
    line('M140 220q40-30 80-10t60-20M150 250q50-10 100 4', '#f3c1c6', 7) +
    circle(246, 200, 18, '#fff3e0', stroke('#e0d0b8', 4)),
  'meat-goat': () =>
    tray() +
    path('M100 230Q110 150 210 150Q310 160 300 240Q260 290 180 282Q100 276 100 230Z', '#c8414b') +
    line('M140 220q40-30 80-10t60-20M150 250q50-10 100 4', '#f3c1c6', 7) +
    circle(246, 200, 18, '#fff3e0', stroke('#e0d0b8', 4)) +
    line('M130 200L80 170', '#fff3e0', 14) +
    badge('goat'),
  'meat-camel': () =>
    tray() +
    rect(88, 176, 224, 110, '#7a1f1c', 18, stroke('#4e1210', 4)) +
    path('M88 200Q88 160 130 156H270Q312 160 312 200Z', '#fff3dc', stroke('#e6d3b3', 4)) +
    line('M120 236h150M130 262h120', '#a8403a', 6) +
    badge('camel'),
  'meat-beef': () =>
    tray() +
    path(
      'M90 240Q90 170 180 168Q300 160 310 230Q316 290 210 290Q90 296 90 240Z',
      '#b3262f',
      stroke('#fff3e0', 10),
    ) +
    line('M130 230q30-20 60 0t60-6M140 260q40 10 80-4M200 200q20 10 50-4', '#f3c1c6', 4) +
    circle(170, 214, 18, '#fff3e0') +
    badge('cow'),
  liver: () =>
    tray() +
    path(
      'M90 250Q80 180 170 176Q220 176 232 210Q250 170 300 184Q330 200 314 250Q300 296 200 292Q100 296 90 250Z',
      '#5b1a24',
      stroke('#3a0d14', 4),
    ) +
    path('M120 220Q150 196 190 204', 'none', stroke('#9c4a58', 8)) +
    path('M262 206Q290 200 300 220', 'none', stroke('#9c4a58', 6)) +
    badge('goat'),
  'whole-chicken': () =>
    tray() +
    ellipse(200, 236, 100, 62, '#f6d2b8', stroke('#d9a585', 4)) +
    [
      [116, 262, -30],
      [284, 262, 30],
    ]
      .map(([x = 0, y = 0, r = 0]) =>
        group(`rotate(${r} ${x} ${y})`, ellipse(x, y, 36, 22, '#f3c6a6', stroke('#d9a585', 3))),
      )
      .join('') +
    line('M170 206q30-16 60 0', '#fbe3d2', 8) +
    badge('chicken'),
};
