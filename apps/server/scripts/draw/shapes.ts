/** Shapes that several pictures share: plates, bowls, sacks, packets, bottles, cans and cylinders. */
import { circle, ellipse, group, line, path, rect, rotate, shadow, stroke, text } from './svg';

export function plate(rx = 150, ry = 62, cy = 262): string {
  return (
    ellipse(200, cy + 10, rx, ry, '#000', { opacity: 0.08 }) +
    ellipse(200, cy, rx, ry, '#fff', stroke('#e2dbd0', 4)) +
    ellipse(200, cy, rx * 0.72, ry * 0.66, '#f6f2ea')
  );
}

export function bowl(fill: string, rim: string): string {
  return (
    shadow(90, 322) + path('M96 206Q100 318 200 320Q300 318 304 206Z', fill) + ellipse(200, 206, 104, 26, rim)
  );
}

export function sack(body: string, edge: string, band: string, mark: string): string {
  return (
    shadow(100) +
    path('M125 162Q106 250 122 318Q200 342 278 318Q294 250 275 162Z', body, stroke(edge, 5)) +
    path('M142 164Q162 130 150 94L250 94Q238 130 258 164Z', body, stroke(edge, 5)) +
    rect(146, 150, 108, 16, edge, 8) +
    rect(146, 206, 108, 72, band, 12) +
    mark
  );
}

export function grains(cx: number, cy: number, color: string): string {
  return [-30, -10, 10, 30]
    .map((dx, i) => ellipse(cx + dx, cy + (i % 2 ? 8 : -6), 7, 14, color, rotate(25, cx + dx, cy)))
    .join('');
}

export function packet(body: string, band: string, mark: string): string {
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

export function bottle(liquid: string, cap: string, label: string, glass = '#ffffff'): string {
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

export function jerrycan(fill: string, edge: string, cap: string): string {
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

export function cylinder(body: string, dark: string, label: string): string {
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

export function tin(body: string, band: string, top = '#c9ced3'): string {
  return (
    shadow(80) +
    rect(130, 140, 140, 186, body) +
    ellipse(200, 326, 70, 16, body) +
    rect(130, 196, 140, 80, band) +
    ellipse(200, 140, 70, 18, top, stroke('#a9afb5', 3))
  );
}

export function flame(cx: number, cy: number, s = 1): string {
  return group(
    `translate(${cx} ${cy}) scale(${s})`,
    path('M0 -60Q36 -20 30 10Q26 40 0 42Q-26 40 -30 10Q-34 -20 0 -60Z', '#f57c00') +
      path('M0 -22Q18 0 14 18Q10 32 0 32Q-10 32 -14 18Q-16 2 0 -22Z', '#ffca28'),
  );
}

// ---------------------------------------------------------------- labels and badges

/** A rounded label with big bold text: sizes and pack counts that must read at thumbnail size. */
export function tag(
  cx: number,
  cy: number,
  value: string,
  size = 40,
  fill = '#fff',
  ink = '#263238',
): string {
  const w = Math.max(size * 1.4, value.length * size * 0.62 + size * 0.5);
  return (
    rect(cx - w / 2, cy - size * 0.72, w, size * 1.3, fill, size * 0.3, stroke(ink, 4)) +
    text(cx, cy + size * 0.36, value, size, ink)
  );
}

export type Animal = 'camel' | 'goat' | 'chicken' | 'cow' | 'fish';

/** Silhouettes drawn about (0, 0) within about 45 units: which animal the meat comes from. */
const ANIMALS: Record<Animal, { ring: string; body: () => string }> = {
  camel: {
    ring: '#c28e4a',
    body: () =>
      path(
        'M-38 6Q-42-8-28-12Q-20-36-6-14Q4-6 12-10Q16-26 24-32Q30-38 40-32L42-25L33-24Q28-10 26 4Q24 12 14 12H-28Z',
        '#b07a3c',
      ) + line('M-30 8V36M-20 10V36M6 10V36M15 10V36', '#b07a3c', 6),
  },
  goat: {
    ring: '#8d6e63',
    body: () =>
      path(
        'M-32-4Q-32-16-18-16H14Q22-16 24-24L28-32Q34-36 40-30L44-18Q44-12 36-10L30-2Q28 12 16 12H-22Q-34 12-32-4Z',
        '#6d4c41',
      ) +
      line('M30-30Q24-46 10-42M-30-10L-40-20', '#6d4c41', 6) +
      path('M36-10L38 4L30-4Z', '#6d4c41') +
      line('M-24 10V36M-14 10V36M10 10V36M20 10V36', '#6d4c41', 6),
  },
  chicken: {
    ring: '#e53935',
    body: () =>
      line('M-6 26V40M8 26V40', '#f57c00', 5) +
      path('M-24-4L-42-30L-36-2Z', '#6d4c41') +
      ellipse(-2, 8, 32, 24, '#fbe3c0', stroke('#c98a3c', 3)) +
      circle(22, -16, 13, '#fbe3c0', stroke('#c98a3c', 3)) +
      path('M12-28Q14-40 20-32Q24-42 28-32Q34-38 34-26Z', '#e53935') +
      path('M33-19L46-14L33-10Z', '#f9a825') +
      ellipse(30, -3, 4, 7, '#e53935') +
      circle(24, -19, 3, '#263238'),
  },
  cow: {
    ring: '#37474f',
    body: () =>
      line('M-26 12V36M-14 12V36M8 12V36M18 12V36', '#37474f', 6) +
      rect(-36, -16, 62, 32, '#fff', 12, stroke('#37474f', 4)) +
      path('M-24-16Q-14-4-22 6Q-32 4-34-6Z', '#37474f') +
      circle(6, 2, 8, '#37474f') +
      rect(20, -26, 24, 26, '#fff', 8, stroke('#37474f', 4)) +
      rect(28, -8, 18, 12, '#f8bbd0', 5) +
      line('M22-24Q16-36 8-34M42-24Q48-36 54-32', '#8d6e63', 5),
  },
  fish: {
    ring: '#1e88e5',
    body: () =>
      path('M-36 0Q-6-30 26-8L42-22V22L26 8Q-6 30-36 0Z', '#42a5f5', stroke('#1565c0', 3)) +
      circle(-22, -4, 4, '#0d47a1') +
      line('M-8-12Q-2 0-8 12', '#1565c0', 3),
  },
};

/** A round white badge with the animal's silhouette, so dishes that look alike are told apart at a glance. */
export function badge(animal: Animal, cx = 326, cy = 84, r = 56): string {
  const { ring, body } = ANIMALS[animal];
  return (
    circle(cx, cy, r, '#fff', stroke(ring, 7)) +
    group(`translate(${cx} ${cy}) scale(${(r / 54).toFixed(3)})`, body())
  );
}

/** A round badge with a word or number in it: NEW, 4, x 7. */
export function roundel(
  cx: number,
  cy: number,
  value: string,
  fill = '#ffca28',
  ink = '#6d2c00',
  r = 46,
): string {
  const size = value.length > 3 ? r * 0.62 : value.length > 2 ? r * 0.8 : r;
  return circle(cx, cy, r, fill, stroke('#fff', 5)) + text(cx, cy + size * 0.36, value, size, ink);
}

/** A wall-calendar page with a number on it, for delivery plans. */
export function calendar(cx: number, cy: number, value: string, s = 1): string {
  return group(
    `translate(${cx} ${cy}) scale(${s})`,
    rect(-52, -46, 104, 96, '#fff', 10, stroke('#546e7a', 4)) +
      rect(-52, -46, 104, 28, '#e53935', 10) +
      rect(-52, -30, 104, 12, '#e53935') +
      line('M-26-56V-36M26-56V-36', '#546e7a', 8) +
      text(0, 38, value, 52, '#263238'),
  );
}

/** Two chasing arrows: a refill, the container comes back full. */
export function refillArrows(cx: number, cy: number, colour = '#2e7d32', s = 1): string {
  return group(
    `translate(${cx} ${cy}) scale(${s})`,
    circle(0, 0, 46, '#fff', stroke(colour, 5)) +
      path('M-28 4A28 28 0 0 1 20-20', 'none', stroke(colour, 9)) +
      path('M28-4A28 28 0 0 1-20 20', 'none', stroke(colour, 9)) +
      path('M12-32L30-18L10-10Z', colour) +
      path('M-12 32L-30 18L-10 10Z', colour),
  );
}

/** A cardboard carton seen from the front, a picture of what is inside and how many. */
export function carton(inside: string, count: string, tape = '#c8a165'): string {
  return (
    shadow(130) +
    path('M70 150L110 110H330L290 150Z', '#d9b27a') +
    path('M290 150L330 110V290L290 330Z', '#b78a4e') +
    rect(70, 150, 220, 180, '#caa06a') +
    rect(70, 150, 220, 14, tape) +
    group('translate(180 232) scale(0.42) translate(-200 -230)', inside) +
    tag(180, 298, count, 32, '#fff', '#5d4037')
  );
}

/** A sack with its weight written large across it, over an optional little mark of what is inside. */
export function sizedSack(body: string, edge: string, band: string, weight: string, mark = ''): string {
  return (
    sack(body, edge, band, '') +
    mark +
    rect(124, 212, 152, 70, '#fff', 12, stroke(band, 5)) +
    text(200, 263, weight, weight.length > 5 ? 38 : 48, band)
  );
}
