import { describe, expect, it } from 'vitest';
import { titleText } from './title-text';

describe('the title of a rendered page', () => {
  it('is plain text, so the page escapes it once', () => {
    expect(titleText('Ali &amp; Sons &lt;Gas&gt; &quot;Best&quot; &#x27;24')).toBe(
      `Ali & Sons <Gas> "Best" '24`,
    );
    expect(titleText('&amp;lt;')).toBe('&lt;');
  });
});
