/** Fruit, vegetables, eggs and milk. */
import { circle, el, ellipse, line, path, rect, rotate, shadow, stroke } from './svg';
import { badge, bottle, tag } from './shapes';

export const fresh: Record<string, () => string> = {
  banana: () =>
    shadow(110) +
    [0, 1, 2]
      .map((i) =>
        path(
          'M120 120Q130 300 300 300Q316 294 304 282Q160 272 146 118Q140 104 120 120Z',
          i === 1 ? '#ffd54f' : '#fdd835',
          { ...stroke('#c6a700', 3), transform: `rotate(${-12 + i * 12} 140 120)` },
        ),
      )
      .join('') +
    rect(116, 96, 30, 30, '#6d4c41', 6),
  mango: () =>
    shadow(100) +
    path('M200 110Q310 120 300 230Q290 330 190 320Q100 310 110 220Q120 110 200 110Z', '#ffb300') +
    path('M200 110Q300 120 300 230Q260 140 200 110Z', '#7cb342') +
    path('M204 110q30-50 80-40q-20 40-80 40z', '#43a047') +
    rect(150, 180, 16, 60, '#fff', 8, { opacity: 0.35 }),
  watermelon: () =>
    shadow(140) +
    path('M60 190A140 140 0 0 0 340 190Z', '#2e7d32') +
    path('M74 190A126 126 0 0 0 326 190Z', '#e8f5e9') +
    path('M84 190A116 116 0 0 0 316 190Z', '#ef5350') +
    [140, 180, 220, 260, 170, 230, 200]
      .map((x, i) => ellipse(x, 220 + (i > 4 ? 30 : 0) + (i === 6 ? 20 : 0), 5, 8, '#212121'))
      .join(''),
  papaya: () =>
    shadow(130) +
    path('M70 220Q80 140 200 150Q330 160 330 230Q320 310 200 306Q70 300 70 220Z', '#7cb342') +
    path('M84 222Q92 160 200 168Q316 176 316 230Q306 292 200 290Q84 286 84 222Z', '#ff8a3d') +
    ellipse(200, 228, 70, 26, '#ffb27a') +
    [160, 180, 200, 220, 240, 190, 210]
      .map((x, i) => circle(x, 226 + (i > 4 ? 10 : 0), 7, '#263238'))
      .join(''),
  lemon: () =>
    shadow(130) +
    circle(150, 250, 70, '#8bc34a') +
    circle(270, 260, 60, '#9ccc65') +
    circle(220, 180, 56, '#c0ca33', stroke('#fff', 6)) +
    [0, 60, 120]
      .map((r) =>
        el('path', { d: 'M220 130V230', stroke: '#fff', 'stroke-width': 3, ...rotate(r, 220, 180) }),
      )
      .join(''),
  onion: () =>
    shadow(110) +
    [
      [150, 250, 64],
      [250, 256, 58],
    ]
      .map(([x = 0, y = 0, r = 0]) =>
        path(
          `M${x} ${y - r - 30}Q${x + r + 20} ${y - r / 2} ${x + r} ${y + r / 3}Q${x} ${y + r + 10} ${x - r} ${y + r / 3}Q${x - r - 20} ${y - r / 2} ${x} ${y - r - 30}Z`,
          '#8e3b6b',
          stroke('#6a2450', 3),
        ),
      )
      .join('') +
    line('M150 180q10 60 0 120M250 200q10 50 0 100', '#b96594', 5),
  tomato: () =>
    shadow(120) +
    [
      [150, 250, 70],
      [260, 262, 58],
    ]
      .map(
        ([x = 0, y = 0, r = 0]) =>
          circle(x, y, r, '#e53935') +
          path(`M${x - 24} ${y - r + 6}l24 10 24-10-14 16h-20z`, '#2e7d32') +
          ellipse(x - r / 2.5, y - r / 3, 10, 16, '#fff', { opacity: 0.35 }),
      )
      .join(''),
  potato: () =>
    shadow(130) +
    path(
      'M80 250Q80 180 160 190Q230 200 220 260Q210 310 140 306Q80 300 80 250Z',
      '#c9a063',
      stroke('#9c7a42', 3),
    ) +
    path(
      'M200 240Q220 170 290 190Q340 210 320 270Q300 314 240 300Q190 290 200 240Z',
      '#d8b274',
      stroke('#9c7a42', 3),
    ) +
    [120, 160, 250, 290].map((x, i) => circle(x, 240 + (i % 2) * 20, 4, '#9c7a42')).join(''),
  maize: () =>
    shadow(100) +
    ellipse(200, 210, 50, 110, '#fbc02d', rotate(20, 200, 210)) +
    path('M150 330Q120 220 170 140Q180 260 220 320Z', '#7cb342') +
    path('M250 330Q290 230 240 140Q230 260 190 320Z', '#689f38'),
  eggs: () =>
    shadow(140) +
    path('M70 250h260l-20 70H90z', '#d7b98e') +
    [110, 160, 210, 260, 300]
      .map((x, i) => ellipse(x - 10, 226 + (i % 2) * 8, 26, 34, '#f3dcb8', stroke('#d6b587', 3)))
      .join(''),
  'camel-milk': () => bottle('#fffdf7', '#6d4c41', '#a1887f', '#fffdf7'),
  'camel-milk-1l': () =>
    bottle('#fffdf7', '#6d4c41', '#a1887f', '#fffdf7') +
    tag(200, 250, '1 L', 32, '#fff', '#6d4c41') +
    badge('camel', 318, 110, 56),
  'camel-milk-can': () =>
    shadow(100) +
    path(
      'M150 110H250V140Q290 160 290 200V310Q290 330 270 330H130Q110 330 110 310V200Q110 160 150 140Z',
      '#cfd8dc',
      stroke('#78909c', 5),
    ) +
    rect(140, 92, 120, 26, '#90a4ae', 8) +
    path('M120 170Q80 170 84 210', 'none', stroke('#78909c', 10)) +
    path('M280 170Q320 170 316 210', 'none', stroke('#78909c', 10)) +
    rect(110, 230, 180, 14, '#90a4ae') +
    badge('camel', 200, 274, 44),
  yoghurt: () =>
    shadow(120) +
    path('M110 170H290L270 320Q268 330 256 330H144Q132 330 130 320Z', '#fff', stroke('#90caf9', 5)) +
    ellipse(200, 170, 92, 24, '#e3f2fd', stroke('#90caf9', 5)) +
    rect(116, 220, 168, 50, '#1e88e5') +
    path('M140 240q20-14 40 0t40 0t40 0', 'none', stroke('#fff', 6)) +
    path('M250 160L330 90', 'none', stroke('#b0bec5', 10)) +
    ellipse(244, 160, 30, 16, '#fffdf7', stroke('#e0e0e0', 3)),
  'cow-milk': () =>
    shadow(90) +
    path('M130 150L160 100H240L270 150Z', '#e3f2fd', stroke('#64b5f6', 4)) +
    rect(176, 84, 48, 20, '#1e88e5', 4) +
    rect(130, 150, 140, 180, '#fff', 6, stroke('#64b5f6', 4)) +
    rect(130, 260, 140, 50, '#1e88e5') +
    path('M130 270q35-16 70 0t70 0v-10h-140z', '#fff') +
    badge('cow', 200, 206, 46) +
    tag(314, 110, '1 L', 30, '#fff', '#1565c0'),
  'local-eggs': () =>
    shadow(140) +
    path('M70 220h260l-24 100Q300 332 286 332H114Q100 332 94 320Z', '#b5834a', stroke('#7d5524', 4)) +
    [0, 1, 2].map((i) => line(`M84 ${250 + i * 26}H316`, '#7d5524', 4)).join('') +
    path('M90 220Q200 60 310 220', 'none', stroke('#7d5524', 10)) +
    [120, 168, 216, 264, 144, 240, 192]
      .map((x, i) =>
        ellipse(x, 214 - (i > 4 ? 24 : 0) - (i === 6 ? 6 : 0), 24, 30, '#c98d5a', stroke('#9c6a3a', 3)),
      )
      .join(''),
  oranges: () =>
    shadow(130) +
    circle(140, 256, 68, '#fb8c00', stroke('#e65100', 3)) +
    circle(264, 262, 60, '#fb8c00', stroke('#e65100', 3)) +
    path('M140 188q20-30 50-24q-20 30-50 24z', '#43a047') +
    circle(140, 190, 5, '#5d4037') +
    circle(214, 190, 52, '#fff3e0', stroke('#fb8c00', 8)) +
    [0, 45, 90, 135]
      .map((r) =>
        el('path', { d: 'M214 146V234', stroke: '#ffcc80', 'stroke-width': 4, ...rotate(r, 214, 190) }),
      )
      .join('') +
    circle(214, 190, 40, '#ffa726', { opacity: 0.6 }),
  garlic: () =>
    shadow(120) +
    [
      [140, 250, 64],
      [260, 262, 54],
    ]
      .map(
        ([x = 0, y = 0, r = 0]) =>
          path(
            `M${x} ${y - r - 26}Q${x + 10} ${y - r} ${x + r} ${y}Q${x + r} ${y + r} ${x} ${y + r}Q${x - r} ${y + r} ${x - r} ${y}Q${x - 10} ${y - r} ${x} ${y - r - 26}Z`,
            '#fbf6ee',
            stroke('#c9b8a4', 4),
          ) +
          line(
            `M${x - r / 2} ${y - r / 3}Q${x - r / 3} ${y + r / 2} ${x - r / 6} ${y + r - 4}M${x + r / 2} ${y - r / 3}Q${x + r / 3} ${y + r / 2} ${x + r / 6} ${y + r - 4}`,
            '#b39ddb',
            4,
          ) +
          line(`M${x} ${y - r - 26}v-16`, '#c9b8a4', 6),
      )
      .join('') +
    path('M196 320Q180 290 200 270Q226 290 214 322Z', '#fbf6ee', stroke('#c9b8a4', 3)),
};
