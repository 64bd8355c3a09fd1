import { describe, expect, it } from 'vitest';
import { paths, storeSlug } from './paths';

describe('paths', () => {
  it('builds product links from the API’s slug', () => {
    expect(paths.productBySlug('basmati-rice-5-kg')).toBe('/products/basmati-rice-5-kg');
  });

  it('builds store links from the name, lowercased', () => {
    expect(storeSlug('Hodan Market')).toBe('hodan market');
    expect(paths.store('Hodan Market')).toBe('/store/hodan%20market');
    expect(paths.storeAbout('XAMAR Gas')).toBe('/store/about/xamar%20gas');
  });

  it('escapes characters that would break a URL', () => {
    expect(paths.productBySlug('salt-&-pepper-/-mix?')).toBe('/products/salt-%26-pepper-%2F-mix%3F');
  });

  it('puts the order number in the tracking link query', () => {
    expect(paths.orderTracking('ABC123')).toBe('/thankyou?order-number=ABC123');
    expect(paths.orderTracking('A 1&2')).toBe('/thankyou?order-number=A+1%262');
  });

  it('keeps the odd route names of the spec exactly', () => {
    expect(paths.storeDashes).toBe('/---store');
    expect(paths.thankyouHomepage).toBe('/Thankyou-homepage');
    expect(paths.underscoreProduct).toBe('/_product');
    expect(paths.underscoreProductPattern).toBe('/products/_:slug');
    expect(paths.notFound).toBe('*');
  });
});
