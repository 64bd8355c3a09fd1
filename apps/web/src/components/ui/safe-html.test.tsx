import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './safe-html';

// The test DOM cannot run DOMPurify faithfully, so this checks the wiring: only the sanitizer's output reaches
// the page, and the configuration forbids what merchant HTML must never carry. The browser journeys use the real one.
const sanitize = vi.hoisted(() => vi.fn((_html: string, _options: unknown) => '<p>clean</p>'));
vi.mock('dompurify', () => ({ default: { sanitize } }));

describe('SafeHtml', () => {
  it('renders only what the sanitizer returns', () => {
    const { container } = render(<SafeHtml html={'<p>dirty</p><script>alert(1)</script>'} />);
    expect(sanitize).toHaveBeenCalledWith('<p>dirty</p><script>alert(1)</script>', expect.any(Object));
    expect(container.innerHTML).toBe('<div><p>clean</p></div>');
  });

  it('forbids inline styles, forms, frames and templates', () => {
    render(<SafeHtml html="<p>x</p>" />);
    const options = sanitize.mock.calls.at(-1)?.[1] as { FORBID_TAGS: string[]; FORBID_ATTR: string[] };
    expect(options.FORBID_TAGS).toEqual(expect.arrayContaining(['style', 'form', 'iframe', 'template']));
    expect(options.FORBID_ATTR).toEqual(expect.arrayContaining(['style']));
  });
});
