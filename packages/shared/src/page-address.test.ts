import { describe, expect, it } from 'vitest';
import { isRenderedAddress, renderedPageAddress } from './page-address';

describe('the address of a rendered page', () => {
  it('keeps the path and a valid category, and drops every other parameter', () => {
    expect(renderedPageAddress('/store/karaan')).toBe('/store/karaan');
    expect(renderedPageAddress('/store/karaan?utm=1&category=3&x=2')).toBe('/store/karaan?category=3');
    expect(renderedPageAddress('/store/karaan?again')).toBe('/store/karaan');
    expect(renderedPageAddress('/products/tea?category=-1')).toBe('/products/tea');
    expect(renderedPageAddress('/store/karaan?category=3abc')).toBe('/store/karaan');
  });

  it("keeps the tracking page's order number, written as the page reads it", () => {
    expect(renderedPageAddress('/thankyou?order-number=V16K-K0SS&utm=1')).toBe(
      '/thankyou?order-number=V16K-K0SS',
    );
    expect(renderedPageAddress('/thankyou?order-number=%20ab12%20')).toBe('/thankyou?order-number=ab12');
    expect(renderedPageAddress('/thankyou?order-number=%3Cb%3E')).toBe('/thankyou');
    expect(renderedPageAddress('/thankyou')).toBe('/thankyou');
    // Only the tracking page reads it.
    expect(renderedPageAddress('/cart?order-number=V16K-K0SS')).toBe('/cart');
  });

  it('is not rendered by the server when the tracking page would show a number its address does not keep', () => {
    expect(isRenderedAddress('/thankyou?order-number=V16K-K0SS')).toBe(true);
    expect(isRenderedAddress('/thankyou')).toBe(true);
    expect(isRenderedAddress('/thankyou?order-number=')).toBe(true);
    expect(isRenderedAddress('/thankyou?order-number=%3Cb%3E')).toBe(false);
    expect(isRenderedAddress(`/thankyou?order-number=${'A'.repeat(21)}`)).toBe(false);
    // A store page ignores a category it cannot read, as its address does.
    expect(isRenderedAddress('/store/karaan?category=abc')).toBe(true);
  });
});
