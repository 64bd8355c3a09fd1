import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, safeHref } from './safe-html';

const shown = (html: string) => render(<SafeHtml html={html} />).container.innerHTML;

// The browser journeys (xss.spec.ts) run a corpus of known payloads in Chromium; these check the rules.
describe('SafeHtml', () => {
  it('keeps plain document markup and its text', () => {
    expect(
      shown(
        '<h2>Menu</h2><p>Fresh <b>every</b> <strong>morning</strong>,<br>daily.</p><ul><li>Rice</li></ul>',
      ),
    ).toBe(
      '<div><h2>Menu</h2><p>Fresh <b>every</b> <strong>morning</strong>,<br>daily.</p><ul><li>Rice</li></ul></div>',
    );
    expect(shown('<p>Tom &amp; Jerry &lt;3</p>')).toBe('<div><p>Tom &amp; Jerry &lt;3</p></div>');
  });

  it('drops scripts, styles, forms, frames and media with their content, and every attribute', () => {
    expect(
      shown(
        '<p onclick="alert(1)" style="color:red" class="x" id="y">a</p><script>alert(2)</script>' +
          '<style>p{}</style><form><input value="b"><button>c</button></form>' +
          '<img src=x onerror=alert(3)><svg onload=alert(4)><text>d</text></svg><math><mi>e</mi></math>' +
          '<template><p>f</p></template><noscript>g</noscript><!-- h -->',
      ),
    ).toBe('<div><p>a</p></div>');
  });

  it('shows the text of other elements without them', () => {
    expect(shown('<marquee>Hot</marquee> <custom-tag data-x="1">deals</custom-tag>')).toBe(
      '<div>Hot deals</div>',
    );
  });

  it('keeps a link only to a web page, an email or a phone, and never lets it reach the opener', () => {
    expect(shown('<a href="https://example.org/menu" target="_blank">menu</a>')).toBe(
      '<div><a href="https://example.org/menu" rel="noopener noreferrer nofollow">menu</a></div>',
    );
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
    ])
      expect(shown(`<a href="${href}">x</a>`), href).toBe('<div><a>x</a></div>');
    expect(safeHref('mailto:help@suuq.so')).toBe('mailto:help@suuq.so');
    expect(safeHref('tel:+252615550100')).toBe('tel:+252615550100');
    expect(safeHref('vbscript:msgbox(1)')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });

  it('keeps relative links relative, so a page rendered on the server links where the app does', () => {
    expect(safeHref('/store/karaan?category=3#top')).toBe('/store/karaan?category=3#top');
    expect(safeHref('about')).toBe('/about');
    expect(safeHref('https://suuq.so/help')).toBe('https://suuq.so/help');
    expect(safeHref('//suuq.so/help')).toBe('//suuq.so/help');
  });
});
