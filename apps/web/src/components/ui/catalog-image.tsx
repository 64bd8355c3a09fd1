import type { ImageWidth } from '@suuq/shared/images';
import { imageSources, useDataSaver } from '../../lib/data-saver';

/**
 * A catalog image: resized WebP chosen by the browser from `srcset` (the smallest size only with the data saver on),
 * always with its width and height so the page never shifts while it loads, and lazy unless it is above the fold.
 */
export function CatalogImage({
  path,
  width,
  max = width,
  sizes,
  boxWidth,
  boxHeight = boxWidth,
  eager = false,
  alt = '',
  className,
}: {
  /** The image's path as the API gives it, e.g. `/images/products/rice.svg`. */
  path: string;
  /** The width asked for when the browser cannot choose (no `srcset` support). */
  width: ImageWidth;
  /** The largest width offered in `srcset`. */
  max?: ImageWidth;
  sizes: string;
  /** The box the image fills, in CSS pixels; it sets the aspect ratio before the image arrives. */
  boxWidth: number;
  boxHeight?: number;
  /** Above the fold: loaded at once instead of when scrolled near. */
  eager?: boolean;
  alt?: string;
  className?: string;
}) {
  const saveData = useDataSaver();
  const { src, srcSet, sizes: chosenSizes } = imageSources(path, { width, max, sizes }, saveData);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={chosenSizes}
      alt={alt}
      width={boxWidth}
      height={boxHeight}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
}
