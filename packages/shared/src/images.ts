/**
 * Catalog images are stored once (SVG artwork or uploaded photos) and served resized and compressed as WebP at a
 * few fixed widths, so phones download only what their screen needs and every size is cacheable for a long time.
 */
// 240 fits a product card on a phone held upright (half the screen, about 180 CSS pixels) on a 1× or 1.3× screen,
// where 320 would send nearly twice the pixels.
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Width for product cards and store tiles; double it for high-density screens. */
export const CARD_IMAGE_WIDTH: ImageWidth = 320;
/** Width for the product page and modal. */
export const PAGE_IMAGE_WIDTH: ImageWidth = 640;

const SOURCE = /^\/images\/([a-z0-9-]+)\/([a-z0-9._-]+)\.(svg|png|jpe?g|webp)$/i;

/** `/images/products/rice.svg` at 320 px → `/images/w320/products/rice.webp`; other paths are returned as they are. */
export function imageUrl(path: string, width: ImageWidth): string {
  const match = SOURCE.exec(path);
  if (!match) return path;
  return `/images/w${width}/${match[1]}/${match[2]}.webp`;
}

/** A `srcset` of every width up to `max`, for the browser to pick from. */
export function imageSrcSet(path: string, max: ImageWidth = 960): string {
  if (!SOURCE.test(path)) return '';
  return IMAGE_WIDTHS.filter((w) => w <= max)
    .map((w) => `${imageUrl(path, w)} ${w}w`)
    .join(', ');
}
