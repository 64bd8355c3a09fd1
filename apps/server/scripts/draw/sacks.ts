/** Wholesale sacks with their weight written large, and cartons with their count. */
import { bottle, carton, grains, sizedSack, tag, tin } from './shapes';
import { circle, ellipse, group, line, path, rect, rotate, scaled, shadow } from './svg';
import { pantry } from './pantry';

/** Each sack's colours: body, seam and the band its weight is written in, with a little mark of what is inside. */
type Kind = { colours: [string, string, string]; mark: (band: string) => string };

const KINDS: Record<string, Kind> = {
  rice: { colours: ['#f5ead4', '#b48f5a', '#2e7d32'], mark: (band) => grains(200, 190, band) },
  basmati: {
    colours: ['#f6eefa', '#8e6aa8', '#6a1b9a'],
    mark: (band) => grains(200, 190, band).replace(/ry="14"/g, 'ry="18"'),
  },
  flour: {
    colours: ['#fbfaf5', '#bfae8e', '#d9962b'],
    mark: (band) => line('M200 206V170', band, 4) + grains(200, 184, band).replace(/rotate\(25/g, 'rotate(0'),
  },
  sugar: {
    colours: ['#ffffff', '#90a4ae', '#1e88e5'],
    mark: (band) =>
      [170, 200, 230].map((x) => rect(x - 11, 178, 22, 22, band, 4, rotate(12, x, 189))).join(''),
  },
  beans: {
    colours: ['#f3e6d8', '#a1887f', '#8e1b1b'],
    mark: (band) => [168, 190, 212, 234].map((x, i) => ellipse(x, 188 + (i % 2) * 6, 10, 7, band)).join(''),
  },
  lentils: {
    colours: ['#fbeee6', '#bf8f7a', '#e64a19'],
    mark: (band) => [164, 182, 200, 218, 236].map((x, i) => circle(x, 188 + (i % 2) * 8, 6, band)).join(''),
  },
  maize: {
    colours: ['#f7f2dc', '#b5a66a', '#f9a825'],
    mark: (band) =>
      ellipse(200, 188, 12, 24, band, rotate(60, 200, 188)) + path('M170 200q10-20 30-10l-20 14z', '#7cb342'),
  },
  charcoal: {
    colours: ['#8d8f86', '#4b4d46', '#3b3d37'],
    mark: (band) => [172, 200, 228].map((x) => path(`M${x - 12} 196l10-14 14 4 2 14z`, band)).join(''),
  },
};

/** A sack of the given kind, sized by its weight so a 50 kg sack stands taller than a 10 kg one. */
export function sackOf(kind: string, weight: string, s = 1): string {
  const { colours, mark } = KINDS[kind] ?? (KINDS.rice as Kind);
  const [body, edge, band] = colours;
  return scaled(s, sizedSack(body, edge, band, weight, mark(band)));
}

/** Two or three pictures side by side, standing on the same ground line. */
export function row(pictures: string[], s = pictures.length > 2 ? 0.52 : 0.66): string {
  const step = pictures.length > 2 ? 112 : 150;
  const first = 200 - (step * (pictures.length - 1)) / 2;
  return pictures
    .map((picture, i) =>
      group(`translate(${first + i * step} 334) scale(${s}) translate(-200 -334)`, picture),
    )
    .join('');
}

const art = (name: string): string => pantry[name]?.() ?? '';

export const sacks: Record<string, () => string> = {
  'rice-basmati-5kg': () => sackOf('basmati', '5 kg', 0.8),
  'rice-basmati-25kg': () => sackOf('basmati', '25 kg', 0.94),
  'rice-long-10kg': () => sackOf('rice', '10 kg', 0.86),
  'rice-long-25kg': () => sackOf('rice', '25 kg', 0.94),
  'rice-long-50kg': () => sackOf('rice', '50 kg'),
  'rice-long-sacks': () =>
    row([sackOf('rice', '10', 0.8), sackOf('rice', '25', 0.9), sackOf('rice', '50', 1)], 0.58),
  'flour-10kg': () => sackOf('flour', '10 kg', 0.86),
  'flour-50kg': () => sackOf('flour', '50 kg'),
  'sugar-sacks': () => row([sackOf('sugar', '25 kg', 0.9), sackOf('sugar', '50 kg')]),
  'sugar-sack-25kg': () => sackOf('sugar', '25 kg', 0.94),
  'sugar-sack-50kg': () => sackOf('sugar', '50 kg'),
  'beans-25kg': () => sackOf('beans', '25 kg', 0.94),
  'lentils-25kg': () => sackOf('lentils', '25 kg', 0.94),
  'maize-50kg': () => sackOf('maize', '50 kg'),
  'charcoal-sacks': () => row([sackOf('charcoal', '10 kg', 0.85), sackOf('charcoal', '25 kg')]),
  'charcoal-sack-10kg': () => sackOf('charcoal', '10 kg', 0.85),
  'charcoal-sack-25kg': () => sackOf('charcoal', '25 kg'),
  'oil-carton': () => carton(bottle('#f6c431', '#c62828', '#2e7d32', '#fff8e1'), '12 × 1 L'),
  'spaghetti-carton': () => carton(art('pasta-pack'), '20 ×'),
  'tomato-paste-carton': () =>
    carton(
      tin('#c62828', '#fff') + circle(200, 236, 24, '#e53935') + rect(194, 206, 12, 10, '#2e7d32'),
      '50 tins',
    ),
  'tuna-carton': () => carton(art('canned-fish'), '48 tins'),
  'dates-carton': () => carton(art('dates'), '10 kg', '#8d6e63'),
  'tea-5kg': () =>
    shadow(110) +
    rect(90, 110, 220, 220, '#c62828', 12) +
    rect(90, 110, 220, 40, '#8e1b1b', 12) +
    circle(200, 198, 40, '#fff') +
    path('M176 216q-4-44 46-54q4 44-46 54z', '#43a047') +
    tag(200, 282, '5 kg', 44, '#fff', '#8e1b1b'),
};
