import { useEffect, useRef, useState } from 'react';
import type { ImageWidth } from '@suuq/shared/images';
import { imageSources, useDataSaver } from '../../lib/data-saver';

/**
 * How close to the screen a `near` image starts loading. Chromium starts a lazy image 1250 px or more below the
 * screen, which on a store page is most of its first 20 photos: a third of a screen is enough to have them in time.
 */
const NEAR_MARGIN = '300px';

/** Whether the image has come within `NEAR_MARGIN` of the screen: at once when not asked for, or without observers. */
function useNear(wanted: boolean) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(!wanted || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const image = ref.current;
    if (near || !image) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_MARGIN} 0px` },
    );
    observer.observe(image);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

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
  priority = false,
  near = false,
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
  /** The page's largest picture on a phone's first screen (its LCP): asked for before the page's other images. */
  priority?: boolean;
  /**
   * One of many in a long list: no address at all until it is scrolled to within a third of a screen (its box keeps its
   * place meanwhile), instead of the browser's own, much earlier, start of a lazy image.
   */
  near?: boolean;
  alt?: string;
  className?: string;
}) {
  const saveData = useDataSaver();
  const seen = useNear(near && !eager);
  const { src, srcSet, sizes: chosenSizes } = imageSources(path, { width, max, sizes }, saveData);
  return (
    <img
      ref={seen.ref}
      className={className}
      src={seen.near ? src : undefined}
      srcSet={seen.near ? srcSet : undefined}
      sizes={chosenSizes}
      alt={alt}
      width={boxWidth}
      height={boxHeight}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
