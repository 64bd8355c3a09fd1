/**
 * Draws the demo catalog's illustrations as small flat SVG files under apps/server/assets/images.
 *
 * Run from the repository root with `npx tsx apps/server/scripts/draw-images.ts`. The output is committed, so
 * this only needs re-running after a drawing changes. Every product is drawn on a 400x400 canvas with its
 * base around y=330, so the same drawing can be reused, scaled, inside category tiles and store banners.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../assets/images/', import.meta.url));

type Attrs = Record<string, string | number>;

function el(tag: string, attrs: Attrs, children = ''): string {
  const list = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
  return children ? `<${tag}${list}>${children}</${tag}>` : `<${tag}${list}/>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, ...(rx ? { rx } : {}), fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
const line = (d: string, stroke: string, width: number) =>
  el('path', { d, fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round' });
const group = (transform: string, children: string) => el('g', { transform }, children);
const stroke = (color: string, width: number): Attrs => ({ stroke: color, 'stroke-width': width });
const rotate = (deg: number, cx: number, cy: number): Attrs => ({ transform: `rotate(${deg} ${cx} ${cy})` });

function text(x: number, y: number, value: string, size: number, fill: string): string {
  const safe = value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return el(
    'text',
    {
      x,
      y,
      'font-family': 'Arial,Helvetica,sans-serif',
      'font-size': size,
      'font-weight': 700,
      'text-anchor': 'middle',
      fill,
    },
    safe,
  );
}

const shadow = (rx = 110, cy = 334) => ellipse(200, cy, rx, 14, '#000', { opacity: 0.08 });

/** Scales a drawing about the bottom centre of the 400x400 canvas, so small sizes still stand on the ground. */
const scaled = (s: number, children: string) =>
  group(`translate(200 334) scale(${s}) translate(-200 -334)`, children);

// ---------------------------------------------------------------- shared shapes

function plate(rx = 150, ry = 62, cy = 262): string {
  return (
    ellipse(200, cy + 10, rx, ry, '#000', { opacity: 0.08 }) +
    ellipse(200, cy, rx, ry, '#fff', stroke('#e2dbd0', 4)) +
    ellipse(200, cy, rx * 0.72, ry * 0.66, '#f6f2ea')
  );
}

function bowl(fill: string, rim: string): string {
  return (
    shadow(90, 322) + path('M96 206Q100 318 200 320Q300 318 304 206Z', fill) + ellipse(200, 206, 104, 26, rim)
  );
}

function sack(body: string, edge: string, band: string, mark: string): string {
  return (
    shadow(100) +
    path('M125 162Q106 250 122 318Q200 342 278 318Q294 250 275 162Z', body, stroke(edge, 5)) +
    path('M142 164Q162 130 150 94L250 94Q238 130 258 164Z', body, stroke(edge, 5)) +
    rect(146, 150, 108, 16, edge, 8) +
    rect(146, 206, 108, 72, band, 12) +
    mark
  );
}

function grains(cx: number, cy: number, color: string): string {
  return [-30, -10, 10, 30]
    .map((dx, i) => ellipse(cx + dx, cy + (i % 2 ? 8 : -6), 7, 14, color, rotate(25, cx + dx, cy)))
    .join('');
}

function packet(body: string, band: string, mark: string): string {
  return (
    shadow(90) +
    path(
      'M128 110L140 96L152 110L164 96L176 110L188 96L200 110L212 96L224 110L236 96L248 110L260 96L272 110V330H128Z',
      body,
    ) +
    rect(128, 120, 144, 10, band) +
    rect(128, 190, 144, 90, band, 0) +
    mark
  );
}

function bottle(liquid: string, cap: string, label: string, glass = '#ffffff'): string {
  return (
    shadow(70) +
    rect(184, 70, 32, 26, cap, 5) +
    path(
      'M180 96H220V126Q262 146 262 196V318Q262 332 248 332H152Q138 332 138 318V196Q138 146 180 126Z',
      glass,
      {
        opacity: 0.85,
        ...stroke('#9fb8c8', 3),
      },
    ) +
    path('M144 200H256V316Q256 326 246 326H154Q144 326 144 316Z', liquid) +
    rect(138, 220, 124, 54, label) +
    rect(150, 150, 12, 40, '#fff', 6, { opacity: 0.7 })
  );
}

function jerrycan(fill: string, edge: string, cap: string): string {
  return (
    shadow(96) +
    path(
      'M110 140Q110 120 130 120H250L290 160V316Q290 330 276 330H124Q110 330 110 316Z',
      fill,
      stroke(edge, 5),
    ) +
    path('M140 120V96Q140 84 152 84H214Q226 84 226 96V120', 'none', stroke(edge, 14)) +
    rect(250, 112, 34, 24, cap, 6, rotate(45, 267, 124)) +
    rect(130, 180, 140, 20, edge, 6, { opacity: 0.35 }) +
    rect(130, 232, 140, 20, edge, 6, { opacity: 0.35 }) +
    rect(130, 284, 140, 20, edge, 6, { opacity: 0.35 })
  );
}

function cylinder(body: string, dark: string, label: string): string {
  return (
    shadow(80) +
    rect(186, 62, 28, 26, '#9aa3ab', 4) +
    path('M162 120V84Q162 76 170 76H230Q238 76 238 84V120Z', dark) +
    rect(180, 88, 40, 18, '#fff', 6, { opacity: 0.9 }) +
    rect(138, 112, 124, 206, body, 52) +
    rect(150, 306, 100, 26, dark, 6) +
    rect(138, 196, 124, 40, '#fff', 0, { opacity: 0.9 }) +
    text(200, 226, label, 26, dark) +
    rect(154, 136, 14, 50, '#fff', 7, { opacity: 0.35 })
  );
}

function tin(body: string, band: string, top = '#c9ced3'): string {
  return (
    shadow(80) +
    rect(130, 140, 140, 186, body) +
    ellipse(200, 326, 70, 16, body) +
    rect(130, 196, 140, 80, band) +
    ellipse(200, 140, 70, 18, top, stroke('#a9afb5', 3))
  );
}

function flame(cx: number, cy: number, s = 1): string {
  return group(
    `translate(${cx} ${cy}) scale(${s})`,
    path('M0 -60Q36 -20 30 10Q26 40 0 42Q-26 40 -30 10Q-34 -20 0 -60Z', '#f57c00') +
      path('M0 -22Q18 0 14 18Q10 32 0 32Q-10 32 -14 18Q-16 2 0 -22Z', '#ffca28'),
  );
}

// ---------------------------------------------------------------- products

const products: Record<string, () => string> = {
  'rice-sack': () => sack('#f5ead4', '#b48f5a', '#2e7d32', grains(200, 242, '#fff')),
  'flour-sack': () =>
    sack(
      '#fbfaf5',
      '#bfae8e',
      '#d9962b',
      line('M200 292V214', '#fff', 5) + grains(200, 238, '#fff').replace(/rotate\(25/g, 'rotate(0'),
    ),
  'charcoal-sack': () =>
    sack('#8d8f86', '#4b4d46', '#3b3d37', flame(200, 248, 0.5)) +
    [96, 292, 318]
      .map((x, i) => path(`M${x} 316l18-12 20 6-4 22h-28z`, '#2b2b2b', rotate(i * 30, x + 16, 322)))
      .join(''),
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
  'jerrycan-5l': () => scaled(0.6, jerrycan('#e3f2fd', '#4f8fc0', '#1565c0')),
  'jerrycan-10l': () => scaled(0.8, jerrycan('#e3f2fd', '#4f8fc0', '#1565c0')),
  'jerrycan-20l': () => jerrycan('#e3f2fd', '#4f8fc0', '#1565c0'),
  'water-bottle': () => bottle('#bfe3fa', '#1565c0', '#29b6f6', '#eef8ff'),
  'camel-milk': () => bottle('#fffdf7', '#6d4c41', '#a1887f', '#fffdf7'),
  'chili-sauce': () => bottle('#d32f2f', '#2e7d32', '#ffca28', '#ffebee'),
  'dish-soap': () => bottle('#7cb342', '#f57c00', '#fff', '#f1f8e9'),
  'water-pack': () =>
    shadow(140) +
    [130, 200, 270]
      .map(
        (x) =>
          rect(x - 12, 130, 24, 16, '#1565c0', 4) +
          rect(x - 30, 146, 60, 180, '#d6efff', 14, stroke('#7fb3d5', 3)) +
          rect(x - 30, 200, 60, 40, '#29b6f6'),
      )
      .join('') +
    rect(92, 250, 216, 80, '#0d47a1', 8, { opacity: 0.85 }),
  'dispenser-bottle': () =>
    shadow(90) +
    rect(184, 62, 32, 24, '#1565c0', 4) +
    path(
      'M176 86H224V112Q290 120 290 170V300Q290 330 260 330H140Q110 330 110 300V170Q110 120 176 112Z',
      '#b3e0fb',
      stroke('#5fa8d3', 4),
    ) +
    rect(110, 190, 180, 14, '#5fa8d3', 0, { opacity: 0.5 }) +
    rect(110, 260, 180, 14, '#5fa8d3', 0, { opacity: 0.5 }) +
    rect(130, 140, 16, 60, '#fff', 8, { opacity: 0.7 }),
  'water-dispenser': () =>
    shadow(90) +
    path('M176 40H224V60Q270 66 270 100V130H130V100Q130 66 176 60Z', '#b3e0fb', stroke('#5fa8d3', 3)) +
    rect(130, 130, 140, 200, '#eceff1', 12, stroke('#b0bec5', 4)) +
    rect(150, 160, 100, 60, '#cfd8dc', 8) +
    rect(160, 186, 18, 18, '#e53935', 3) +
    rect(222, 186, 18, 18, '#1e88e5', 3) +
    rect(150, 250, 100, 14, '#90a4ae', 4),
  'water-tanker': () =>
    shadow(160) +
    rect(80, 170, 200, 110, '#1e88e5', 50) +
    rect(280, 190, 70, 90, '#ffb300', 12) +
    rect(296, 202, 40, 34, '#e1f5fe', 6) +
    rect(70, 270, 290, 22, '#37474f', 6) +
    [120, 220, 310].map((x) => circle(x, 304, 26, '#263238') + circle(x, 304, 10, '#b0bec5')).join('') +
    path('M130 196q10 20 0 40q-10-20 0-40z', '#fff', { opacity: 0.8 }),
  'tea-box': () =>
    shadow(100) +
    rect(110, 120, 180, 210, '#c62828', 10) +
    rect(110, 120, 180, 36, '#8e1b1b', 10) +
    circle(200, 244, 58, '#fff') +
    path('M168 270q-4-64 64-78q6 64-64 78z', '#43a047') +
    line('M176 262l44-50', '#1b5e20', 4),
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
  'soda-can': () =>
    shadow(70) +
    rect(146, 90, 108, 240, '#d32f2f', 20) +
    rect(146, 90, 108, 22, '#b0bec5', 10) +
    rect(146, 308, 108, 22, '#b0bec5', 10) +
    path('M146 200q54-40 108 0v40q-54-40-108 0z', '#fff') +
    rect(160, 126, 12, 170, '#fff', 6, { opacity: 0.3 }),
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
  biscuits: () =>
    shadow(120) +
    rect(80, 200, 240, 120, '#ef6c00', 14) +
    [120, 170, 220, 270]
      .map((x) => circle(x, 190, 28, '#e0a458', stroke('#b8793a', 3)) + circle(x, 190, 4, '#b8793a'))
      .join(''),
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
  eggs: () =>
    shadow(140) +
    path('M70 250h260l-20 70H90z', '#d7b98e') +
    [110, 160, 210, 260, 300]
      .map((x, i) => ellipse(x - 10, 226 + (i % 2) * 8, 26, 34, '#f3dcb8', stroke('#d6b587', 3)))
      .join(''),
  bread: () =>
    shadow(130) +
    path('M80 300Q70 180 200 170Q330 180 320 300Q200 320 80 300Z', '#d9954a') +
    path('M90 290Q84 196 200 188Q316 196 310 290Q200 306 90 290Z', '#e8ae62') +
    line('M140 220l30 30M190 210l30 30M240 216l30 30', '#b46d28', 8),
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
  suqaar: () =>
    bowl('#2f6f8f', '#7a3b1e') +
    [
      [160, 196],
      [200, 186],
      [240, 198],
      [180, 212],
      [224, 214],
    ]
      .map(([x = 0, y = 0], i) => rect(x - 16, y - 14, 32, 28, '#a0522d', 6, rotate(i * 20, x, y)))
      .join('') +
    line('M150 200q10-14 24-4M236 186q14-6 20 6', '#43a047', 7),
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
  'goat-meat': () =>
    shadow(150, 318) +
    rect(60, 220, 280, 90, '#c58b4c', 20) +
    path('M100 230Q110 150 210 150Q310 160 300 240Q260 290 180 282Q100 276 100 230Z', '#c8414b') +
    line('M140 220q40-30 80-10t60-20M150 250q50-10 100 4', '#f3c1c6', 7) +
    circle(246, 200, 18, '#fff3e0', stroke('#e0d0b8', 4)),
  'fish-fresh': () =>
    shadow(150, 318) +
    ellipse(200, 290, 170, 30, '#b3e5fc') +
    path('M70 236Q160 150 270 226L340 186V290L270 250Q160 320 70 236Z', '#78909c', stroke('#546e7a', 3)) +
    path('M90 244Q170 290 260 244', 'none', stroke('#cfd8dc', 8)) +
    circle(104, 230, 8, '#263238'),
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
  cake: () =>
    shadow(130) +
    rect(90, 190, 220, 136, '#f8bbd0', 16) +
    rect(90, 250, 220, 18, '#fff') +
    path(
      'M90 200Q90 170 200 170Q310 170 310 200V214Q290 230 270 212Q250 232 230 212Q210 232 190 212Q170 232 150 212Q130 232 110 212Q100 222 90 214Z',
      '#fff',
    ) +
    [150, 200, 250].map((x) => circle(x, 166, 14, '#e53935')).join(''),
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
  'gas-regulator': () =>
    shadow(140) +
    path('M120 220Q60 260 110 310T280 300Q330 280 320 240', 'none', stroke('#e65100', 14)) +
    rect(160, 120, 90, 110, '#9e9e9e', 20) +
    circle(205, 170, 34, '#e0e0e0', stroke('#757575', 6)) +
    line('M205 170l18-18', '#d32f2f', 6) +
    rect(110, 210, 60, 24, '#757575', 6),
};

// ---------------------------------------------------------------- tiles and banners

const PALETTE = [
  '#fff4e0',
  '#e8f5e9',
  '#e3f2fd',
  '#fce4ec',
  '#f3e5f5',
  '#fffde7',
  '#e0f7fa',
  '#fbe9e7',
  '#f1f8e9',
  '#ede7f6',
];

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;
}

function tile(background: string, body: string): string {
  return svg(
    400,
    400,
    rect(0, 0, 400, 400, background, 28) + circle(200, 210, 160, '#fff', { opacity: 0.55 }) + body,
  );
}

function draw(name: string): string {
  const fn = products[name];
  if (!fn) throw new Error(`no drawing called ${name}`);
  return fn();
}

/** One to three drawings arranged on a tile, for categories and industries. */
function cluster(names: string[]): string {
  const layouts: Record<number, [number, number, number][]> = {
    1: [[0, 0, 0.9]],
    2: [
      [-80, 10, 0.62],
      [80, 10, 0.62],
    ],
    3: [
      [-95, 30, 0.52],
      [95, 30, 0.52],
      [0, -10, 0.6],
    ],
  };
  const spots = layouts[names.length];
  if (!spots) throw new Error('a cluster holds one to three drawings');
  return names
    .map((name, i) => {
      const [dx, dy, s] = spots[i] ?? [0, 0, 1];
      return group(`translate(${200 + dx} ${210 + dy}) scale(${s}) translate(-200 -210)`, draw(name));
    })
    .join('');
}

interface Banner {
  name: string;
  wall: string;
  awning: [string, string];
  items: [string, string];
}

/** A shopfront: striped awning, a sign with the shop's name, a door and two goods in the window. */
function banner({ name, wall, awning, items }: Banner): string {
  // One path per awning colour keeps each banner small: a stripe with a rounded scallop under it.
  const stripes = awning
    .map((colour, shade) =>
      path(
        Array.from({ length: 5 }, (_, i) => `M${160 + (i * 2 + shade) * 48} 96h48v60a24 24 0 0 1-48 0z`).join(
          '',
        ),
        colour,
      ),
    )
    .join('');
  const goods = items
    .map((item, i) => group(`translate(${175 + i * 150} 166) scale(0.5)`, draw(item)))
    .join('');
  return svg(
    800,
    400,
    rect(0, 0, 800, 400, '#dff1fb') +
      circle(90, 80, 40, '#ffd54f') +
      rect(0, 340, 800, 60, '#d7c4a3') +
      rect(150, 90, 500, 254, wall) +
      rect(150, 30, 500, 62, awning[0], 8) +
      text(400, 72, name, name.length > 22 ? 28 : 34, '#fff') +
      stripes +
      rect(190, 196, 320, 148, '#fff', 6, { opacity: 0.85 }) +
      goods +
      rect(530, 200, 90, 144, '#6d4c41', 6) +
      circle(604, 274, 6, '#ffd54f'),
  );
}

// ---------------------------------------------------------------- what gets written

const categories: Record<string, string[]> = {
  'rice-dishes': ['rice-plate'],
  'pasta-dishes': ['pasta-plate'],
  breakfast: ['canjeero', 'tea-cup'],
  snacks: ['sambuusa', 'bajiye'],
  drinks: ['juice-glass', 'tea-cup', 'soda-can'],
  sweets: ['xalwo', 'cake'],
  grills: ['roast-chicken', 'grilled-fish'],
  seafood: ['grilled-fish', 'fish-fresh'],
  burgers: ['burger', 'fries'],
  pizza: ['pizza'],
  wraps: ['shawarma', 'fries'],
  bakery: ['bread', 'muufo'],
  'rice-grains': ['rice-sack', 'beans', 'lentils'],
  'flour-baking': ['flour-sack', 'maize-flour'],
  'sugar-tea': ['sugar-bag', 'tea-cup', 'coffee-pot'],
  'oil-ghee': ['oil-bottle', 'ghee'],
  pasta: ['pasta-pack'],
  canned: ['canned-fish', 'tomato-paste'],
  'dairy-eggs': ['camel-milk', 'eggs', 'milk-powder'],
  fruit: ['banana', 'mango', 'watermelon'],
  vegetables: ['tomato', 'onion', 'potato'],
  meat: ['goat-meat', 'roast-chicken'],
  spices: ['spices', 'salt'],
  household: ['soap', 'detergent', 'dish-soap'],
  'dates-honey': ['dates', 'honey'],
  'wholesale-sacks': ['rice-sack', 'flour-sack', 'sugar-bag'],
  jerrycans: ['jerrycan-20l', 'jerrycan-10l'],
  'bottled-water': ['water-pack', 'water-bottle'],
  dispensers: ['dispenser-bottle', 'water-dispenser'],
  'water-tanker': ['water-tanker'],
  'gas-refills': ['gas-cylinder-13kg', 'gas-cylinder-6kg'],
  'gas-cylinders': ['gas-cylinder-new'],
  'gas-accessories': ['gas-stove', 'gas-regulator'],
  charcoal: ['charcoal-sack', 'matches'],
};

const industries: Record<string, string[]> = {
  food: ['rice-plate', 'tea-cup'],
  grocery: ['oil-bottle', 'banana', 'rice-sack'],
  water: ['water-bottle', 'jerrycan-20l'],
  gas: ['gas-cylinder-13kg', 'gas-stove'],
};

const stores: Record<string, Banner> = {
  'nasiib-restaurant': {
    name: 'Nasiib Restaurant',
    wall: '#fff3e0',
    awning: ['#e65100', '#ffb74d'],
    items: ['rice-plate', 'roast-chicken'],
  },
  'xamar-cadey-cafe': {
    name: 'Xamar Cadey Cafe',
    wall: '#fbe9e7',
    awning: ['#6d4c41', '#d7ccc8'],
    items: ['canjeero', 'tea-cup'],
  },
  'lido-fish-corner': {
    name: 'Lido Fish Corner',
    wall: '#e0f7fa',
    awning: ['#00838f', '#80deea'],
    items: ['grilled-fish', 'juice-glass'],
  },
  'sahal-fast-food': {
    name: 'Sahal Fast Food',
    wall: '#fffde7',
    awning: ['#c62828', '#ffca28'],
    items: ['burger', 'pizza'],
  },
  'tinaar-bakery': {
    name: 'Tinaar Bakery',
    wall: '#fff8e1',
    awning: ['#8d6e63', '#ffe0b2'],
    items: ['bread', 'cake'],
  },
  'barwaaqo-supermarket': {
    name: 'Barwaaqo Supermarket',
    wall: '#e8f5e9',
    awning: ['#2e7d32', '#a5d6a7'],
    items: ['rice-sack', 'oil-bottle'],
  },
  'bakaaro-family-store': {
    name: 'Bakaaro Family Store',
    wall: '#f3e5f5',
    awning: ['#6a1b9a', '#ce93d8'],
    items: ['sugar-bag', 'flour-sack'],
  },
  'karaan-fresh-market': {
    name: 'Karaan Fresh Market',
    wall: '#f1f8e9',
    awning: ['#558b2f', '#dce775'],
    items: ['mango', 'tomato'],
  },
  'biyo-macaan-water': {
    name: 'Biyo Macaan Water',
    wall: '#e3f2fd',
    awning: ['#1565c0', '#90caf9'],
    items: ['jerrycan-20l', 'water-pack'],
  },
  'daryeel-water-company': {
    name: 'Daryeel Water Company',
    wall: '#e1f5fe',
    awning: ['#0277bd', '#b3e5fc'],
    items: ['dispenser-bottle', 'water-bottle'],
  },
  'olol-gas-supply': {
    name: 'Olol Gas Supply',
    wall: '#fff3e0',
    awning: ['#d84315', '#ffab91'],
    items: ['gas-cylinder-13kg', 'gas-cylinder-6kg'],
  },
  'nuur-gas-and-charcoal': {
    name: 'Nuur Gas and Charcoal',
    wall: '#eceff1',
    awning: ['#37474f', '#ffb300'],
    items: ['gas-stove', 'charcoal-sack'],
  },
};

function write(folder: string, name: string, content: string): void {
  writeFileSync(`${OUT}${folder}/${name}.svg`, content);
}

// Start from empty folders so a renamed drawing does not leave a stale file behind.
for (const folder of ['products', 'categories', 'industries', 'stores']) {
  rmSync(`${OUT}${folder}`, { recursive: true, force: true });
  mkdirSync(`${OUT}${folder}`, { recursive: true });
}

Object.keys(products).forEach((name, i) =>
  write('products', name, tile(PALETTE[i % PALETTE.length] ?? '#fff', draw(name))),
);
Object.entries(categories).forEach(([name, items], i) =>
  write('categories', name, tile(PALETTE[(i + 3) % PALETTE.length] ?? '#fff', cluster(items))),
);
Object.entries(industries).forEach(([name, items], i) =>
  write('industries', name, tile(['#fff4e0', '#e8f5e9', '#e3f2fd', '#fbe9e7'][i] ?? '#fff', cluster(items))),
);
Object.entries(stores).forEach(([name, spec]) => write('stores', name, banner(spec)));

console.log(
  `wrote ${Object.keys(products).length} products, ${Object.keys(categories).length} categories, ` +
    `${Object.keys(industries).length} industries, ${Object.keys(stores).length} stores`,
);
