// Draws the app's PNG icons for the web app manifests and iOS from one SVG mark (the shopping bag of favicon.svg on
// the brand's teal, --brand in src/styles/global.css). Run it when the mark changes, and commit the PNGs:
//   node apps/web/scripts/draw-icons.mjs
// sharp comes with the server's dependencies (it resizes the catalog images).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#0f766e';
const out = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** The bag, drawn in a 32×32 box as in favicon.svg. */
const BAG =
  '<path d="M8 13h16l-2 10H10z M12 13l4-6 4 6" fill="none" stroke="#fff" stroke-width="2" ' +
  'stroke-linejoin="round" stroke-linecap="round"/>';

/**
 * The mark on a teal background. `inset` is the share of each side left around the bag: launchers crop a
 * maskable icon to a circle or a squircle of at least the middle 80 %, so its bag stays well inside that.
 */
function mark({ rounded, inset }) {
  const scale = 1 - 2 * inset;
  const offset = 32 * inset;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${BRAND}"/>` +
      // The bag spans y 7 to 23: one unit down puts it in the middle.
      `<g transform="translate(${offset} ${offset}) scale(${scale}) translate(0 1)">${BAG}</g>` +
      `</svg>`,
  );
}

const icons = [
  // "any": the rounded tile, as the favicon.
  { file: 'icon-192.png', size: 192, svg: mark({ rounded: true, inset: 0.06 }) },
  { file: 'icon-512.png', size: 512, svg: mark({ rounded: true, inset: 0.06 }) },
  // "maskable": full bleed, the launcher cuts the shape.
  { file: 'maskable-512.png', size: 512, svg: mark({ rounded: false, inset: 0.14 }) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, svg: mark({ rounded: false, inset: 0.12 }) },
];

mkdirSync(out, { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}${file}`);
  console.log(`drew ${file} (${size}×${size})`);
}
