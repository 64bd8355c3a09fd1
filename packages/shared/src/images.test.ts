import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './images';

describe('image urls', () => {
  it('maps a stored image to its resized WebP', () => {
    expect(imageUrl('/images/products/rice-sack.svg', 320)).toBe('/images/w320/products/rice-sack.webp');
    expect(imageUrl('/images/uploads/a1b2.jpg', 160)).toBe('/images/w160/uploads/a1b2.webp');
  });

  it('leaves anything else alone', () => {
    expect(imageUrl('https://example.com/x.svg', 320)).toBe('https://example.com/x.svg');
    expect(imageUrl('/images/../secret.svg', 320)).toBe('/images/../secret.svg');
    expect(imageSrcSet('/elsewhere.png')).toBe('');
  });

  it('lists widths up to the maximum', () => {
    expect(imageSrcSet('/images/stores/a.svg', 320)).toBe(
      '/images/w160/stores/a.webp 160w, /images/w240/stores/a.webp 240w, /images/w320/stores/a.webp 320w',
    );
  });
});
