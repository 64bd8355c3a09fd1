/** Small builders for flat SVG: each returns markup as a string, drawn on the 400x400 product canvas. */
export type Attrs = Record<string, string | number>;

export function el(tag: string, attrs: Attrs, children = ''): string {
  const list = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
  return children ? `<${tag}${list}>${children}</${tag}>` : `<${tag}${list}/>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, ...(rx ? { rx } : {}), fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
export const line = (d: string, stroke: string, width: number) =>
  el('path', { d, fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round' });
export const group = (transform: string, children: string) => el('g', { transform }, children);
export const stroke = (color: string, width: number): Attrs => ({ stroke: color, 'stroke-width': width });
export const rotate = (deg: number, cx: number, cy: number): Attrs => ({
  transform: `rotate(${deg} ${cx} ${cy})`,
});

export function text(x: number, y: number, value: string, size: number, fill: string): string {
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

export const shadow = (rx = 110, cy = 334) => ellipse(200, cy, rx, 14, '#000', { opacity: 0.08 });

/** Scales a drawing about the bottom centre of the 400x400 canvas, so small sizes still stand on the ground. */
export const scaled = (s: number, children: string) =>
  group(`translate(200 334) scale(${s}) translate(-200 -334)`, children);

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;
}
