/** Packets, bottles and tins from the grocer's shelf. */
import { circle, ellipse, group, line, path, rect, rotate, scaled, shadow, stroke, text } from './svg';
import { bottle, bowl, grains, jerrycan, packet, sack, tag, tin } from './shapes';

export const pantry: Record<string, () => string> = {
  'rice-sack': () => sack('#f5ead4', '#b48f5a', '#2e7d32', grains(200, 242, '#fff')),
  'flour-sack': () =>
    sack(
      '#fbfaf5',
      '#bfae8e',
      '#d9962b',
      line('M200 292V214', '#fff', 5) + grains(200, 238, '#fff').replace(/rotate\(25/g, 'rotate(0'),
    ),
  'sugar-bag': () =>
    packet(
      '#fff',
      '#1e88e5',
      [160, 200, 240].map((x) => rect(x - 15, 220, 30, 30, '#fff', 4, rotate(12, x, 235))).join(''),
    ),
  'maize-flour': () =>
    packet(
      '#fffaf0',
      '#f9a825',
      ellipse(200, 236, 20, 36, '#fff59d') + path('M180 262q-20-30 0-60l20 40z', '#7cb342'),
    ),
  'pasta-pack': () =>
    shadow(110) +
    rect(92, 150, 216, 90, '#1565c0', 10, rotate(-20, 200, 200)) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => line(`M${104 + i * 6} ${300 - i * 4}L${318 + i * 4} ${176 - i * 6}`, '#f2c14e', 5))
      .join('') +
    rect(140, 170, 120, 56, '#fff', 8, rotate(-20, 200, 200)),
  'oil-bottle': () => bottle('#f6c431', '#c62828', '#2e7d32', '#fff8e1'),
  'oil-jerrycan': () => jerrycan('#f9cf3e', '#c79a11', '#c62828'),
  'tea-box': () =>
    shadow(100) +
    rect(110, 120, 180, 210, '#c62828', 10) +
    rect(110, 120, 180, 36, '#8e1b1b', 10) +
    circle(200, 244, 58, '#fff') +
    path('M168 270q-4-64 64-78q6 64-64 78z', '#43a047') +
    line('M176 262l44-50', '#1b5e20', 4),
  'milk-powder': () =>
    tin('#fff', '#1e88e5') + circle(200, 236, 26, '#fff') + ellipse(200, 240, 14, 18, '#90caf9'),
  'tomato-paste': () =>
    scaled(0.8, tin('#c62828', '#fff') + circle(200, 236, 24, '#e53935') + rect(194, 206, 12, 10, '#2e7d32')),
  'canned-fish': () =>
    shadow(120) +
    ellipse(200, 276, 130, 50, '#90a4ae') +
    rect(70, 226, 260, 50, '#1565c0') +
    ellipse(200, 226, 130, 50, '#cfd8dc', stroke('#90a4ae', 4)) +
    path('M120 226q50-40 110 0q-50 40-110 0zm110 0l40-24v48z', '#1565c0', { opacity: 0.9 }),
  spices: () =>
    shadow(120) +
    [130, 270]
      .map(
        (x) =>
          rect(x - 44, 150, 88, 176, '#fff', 12, stroke('#bcaaa4', 3)) +
          rect(x - 44, 126, 88, 30, '#5d4037', 6),
      )
      .join('') +
    rect(90, 210, 80, 110, '#e65100', 6) +
    rect(230, 210, 80, 110, '#f9a825', 6) +
    ellipse(200, 300, 44, 26, '#c62828') +
    ellipse(200, 292, 36, 16, '#ff7043'),
  salt: () =>
    shadow(80) +
    path('M150 120h100l10 210h-120z', '#e3f2fd', stroke('#90caf9', 4)) +
    rect(146, 96, 108, 30, '#1e88e5', 8) +
    [176, 200, 224].map((x) => circle(x, 111, 4, '#fff')).join('') +
    rect(140, 200, 120, 60, '#1e88e5'),
  honey: () =>
    shadow(90) +
    rect(130, 110, 140, 30, '#6d4c41', 8) +
    rect(120, 136, 160, 194, '#ffb300', 30, stroke('#e08e00', 4)) +
    rect(140, 190, 120, 70, '#fff8e1', 10) +
    path('M186 210h28l14 15-14 15h-28l-14-15z', '#ffb300'),
  ghee: () => tin('#fdd835', '#2e7d32', '#ffe082') + ellipse(200, 236, 40, 24, '#fff59d'),
  dates: () =>
    bowl('#8d6e63', '#6d4c41') +
    [
      [150, 196],
      [190, 186],
      [230, 192],
      [262, 204],
      [170, 212],
      [214, 214],
    ]
      .map(([x = 0, y = 0], i) =>
        ellipse(x, y, 26, 15, '#5b2c14', { ...stroke('#7a3d1c', 3), ...rotate(i * 25, x, y) }),
      )
      .join(''),
  beans: () =>
    bowl('#e0c097', '#d32f2f') +
    [150, 180, 210, 240, 165, 195, 225]
      .map((x, i) => ellipse(x, 200 + (i > 3 ? 12 : 0), 11, 7, '#8e1b1b'))
      .join(''),
  lentils: () =>
    bowl('#a1887f', '#ff8a65') +
    [150, 175, 200, 225, 250, 162, 188, 214, 240]
      .map((x, i) => circle(x, 200 + (i > 4 ? 10 : 0), 5, '#e64a19'))
      .join(''),
  'sugar-1kg': () =>
    scaled(
      0.8,
      packet(
        '#fff',
        '#1e88e5',
        [160, 200, 240].map((x) => rect(x - 15, 200, 30, 30, '#fff', 4, rotate(12, x, 215))).join(''),
      ) + tag(200, 266, '1 kg', 34, '#fff', '#1565c0'),
    ),
  'sugar-5kg': () =>
    group('translate(200 334) scale(1.2 1) translate(-200 -334)', packet('#fff', '#1e88e5', '')) +
    [150, 200, 250].map((x) => rect(x - 15, 200, 30, 30, '#fff', 4, rotate(12, x, 215))).join('') +
    tag(200, 266, '5 kg', 40, '#fff', '#1565c0'),
  'flour-2kg': () =>
    scaled(
      0.85,
      packet(
        '#fbfaf5',
        '#d9962b',
        line('M200 240V200', '#fff', 4) + grains(200, 214, '#fff').replace(/rotate\(25/g, 'rotate(0'),
      ) + tag(200, 266, '2 kg', 34, '#fff', '#b26a00'),
    ),
  yeast: () =>
    shadow(110) +
    path(
      'M90 150l10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10 10-10 10 10V300l-10 10-10-10-10 10-10-10-10 10-10-10-10 10-10-10-10 10-10-10-10 10-10-10-10 10-10-10-10 10-10-10-10 10-10-10-10 10-10-10-10 10-10-10-10 10-10-10Z',
      '#fdd835',
      stroke('#c49000', 3),
    ) +
    rect(110, 170, 180, 60, '#c62828', 10) +
    text(200, 214, 'YEAST', 38, '#fff') +
    path('M150 290Q146 246 200 242Q254 246 250 290Z', '#e0a04a', stroke('#b07a2c', 3)) +
    [272, 290, 262].map((x, i) => circle(x, 262 - i * 14, 8 - i * 2, '#fff', stroke('#c49000', 2))).join(''),
  'tea-spice': () =>
    shadow(120) +
    rect(140, 130, 120, 150, '#fff', 16, stroke('#bcaaa4', 4)) +
    rect(140, 110, 120, 32, '#5d4037', 8) +
    rect(150, 190, 100, 70, '#8d6e63', 8) +
    [0, 1, 2]
      .map((i) => rect(90 + i * 16, 286 - i * 6, 110, 14, '#8d4b2a', 7, stroke('#5d2f17', 2)))
      .join('') +
    [250, 278, 306]
      .map((x, i) => ellipse(x, 300 - (i % 2) * 10, 16, 10, '#9ccc65', stroke('#689f38', 2)))
      .join('') +
    [226, 320].map((x) => circle(x, 318, 6, '#3e2723') + line(`M${x} 318v-16`, '#3e2723', 4)).join(''),
  cumin: () =>
    shadow(130) +
    ellipse(200, 290, 130, 40, '#fff', stroke('#bcaaa4', 4)) +
    path('M100 286Q140 200 200 196Q260 200 300 286Z', '#9c6b2f') +
    [150, 176, 204, 230, 256, 186, 220]
      .map((x, i) => ellipse(x, 250 - (i > 4 ? 24 : 0) + (i % 2) * 10, 3, 8, '#6d4418', rotate(30, x, 250)))
      .join('') +
    [310, 330, 296, 320]
      .map((x, i) => ellipse(x, 180 + i * 16, 4, 10, '#8a5a24', rotate(40, x, 180 + i * 16)))
      .join(''),
  'coffee-bag': () =>
    shadow(100) +
    path('M120 120H280L290 330H110Z', '#b78a4e', stroke('#8a6232', 4)) +
    path('M120 120l14-20h132l14 20z', '#8a6232') +
    circle(200, 206, 46, '#fff') +
    [
      [184, 200, -30],
      [216, 212, 20],
    ]
      .map(
        ([x = 0, y = 0, r = 0]) =>
          ellipse(x, y, 16, 22, '#4e2a14', rotate(r, x, y)) +
          line(`M${x} ${y - 18}q-6 18 0 36`, '#b78a4e', 3),
      )
      .join('') +
    tag(200, 290, '250 g', 30, '#fff', '#4e2a14'),
  'sesame-oil': () =>
    scaled(0.85, bottle('#c77d1e', '#5d4037', '#fff3e0', '#fff8e1')) +
    [170, 190, 210, 230, 180, 220]
      .map((x, i) => ellipse(x, 270 - (i > 3 ? 10 : 0), 6, 3, '#c49a5a'))
      .join('') +
    tag(200, 300, '1 L', 30, '#fff', '#5d4037'),
  macaroni: () =>
    packet('#e8f4ff', '#e53935', '') +
    [
      [160, 160],
      [200, 150],
      [240, 168],
      [170, 300],
      [230, 296],
      [150, 230],
      [200, 236],
      [250, 230],
    ]
      .map(([x = 0, y = 0], i) =>
        path(`M${x - 14} ${y}a14 14 0 0 1 28 0`, 'none', {
          ...stroke('#f2c14e', 10),
          ...rotate(i * 40, x, y),
        }),
      )
      .join(''),
  sardines: () =>
    shadow(140) +
    rect(70, 200, 260, 110, '#b0bec5', 40, stroke('#78909c', 5)) +
    rect(84, 212, 232, 86, '#e0c28a', 32) +
    [230, 254, 278]
      .map((y) =>
        path(
          `M100 ${y}Q160 ${y - 14} 270 ${y}L296 ${y - 10}V${y + 10}L270 ${y}Q160 ${y + 14} 100 ${y}Z`,
          '#90a4ae',
          stroke('#546e7a', 2),
        ),
      )
      .join('') +
    path('M300 200Q340 150 330 120', 'none', stroke('#78909c', 8)) +
    circle(330, 116, 12, 'none', stroke('#78909c', 6)),
  'milk-powder-2kg': () =>
    shadow(110) +
    path('M110 120Q100 230 112 330H288Q300 230 290 120Z', '#1e88e5', stroke('#0d47a1', 4)) +
    rect(110, 110, 180, 20, '#0d47a1', 6) +
    path('M170 160H230L224 240H176Z', '#fff') +
    tag(200, 286, '2.5 kg', 34, '#fff', '#0d47a1'),
  'baked-beans': () =>
    tin('#00897b', '#fff') +
    [176, 192, 208, 224, 184, 200, 216]
      .map((x, i) => ellipse(x, 230 + (i > 3 ? 14 : 0), 8, 6, '#e8752a'))
      .join('') +
    ellipse(200, 238, 44, 26, '#e0502d', { opacity: 0.3 }),
  'dried-chili': () =>
    shadow(130) +
    [
      [130, 270, -20],
      [180, 250, 10],
      [230, 276, -8],
      [270, 244, 24],
      [160, 300, 4],
      [250, 306, -14],
    ]
      .map(([x = 0, y = 0, r = 0]) =>
        group(
          `rotate(${r} ${x} ${y})`,
          path(
            `M${x - 50} ${y}Q${x} ${y - 26} ${x + 40} ${y - 8}Q${x + 44} ${y + 4} ${x + 36} ${y + 6}Q${x} ${y + 4} ${x - 50} ${y}Z`,
            '#b71c1c',
            stroke('#7f0000', 2),
          ) + line(`M${x + 40} ${y - 4}l14-8`, '#558b2f', 5),
        ),
      )
      .join(''),
};
