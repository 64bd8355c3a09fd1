import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

const preloadHome = vi.fn<() => Promise<unknown>>();
vi.mock('../router', () => ({ preloadHome: () => preloadHome() }));
const { takeOver } = await import('./take-over');

/** What main.tsx passes: empty the container and render the app afresh. */
const afresh = (container: HTMLElement, app: React.ReactNode) => () => {
  container.replaceChildren();
  createRoot(container).render(app);
};

function prerendered(page: string) {
  const container = document.createElement('div');
  container.dataset.prerendered = page;
  container.innerHTML = '<p class="greeting">Hello</p>';
  document.body.append(container);
  return { container, paragraph: container.querySelector('p')! };
}

afterEach(() => {
  document.body.replaceChildren();
  preloadHome.mockReset();
});

describe('taking over a prerendered page', () => {
  it('keeps the elements on screen when the page was rendered for this path and language', async () => {
    preloadHome.mockResolvedValue([]);
    const { container, paragraph } = prerendered(`${location.pathname} en`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = <p className="greeting">Hello</p>;
    await act(() => takeOver(container, app, afresh(container, app)));
    expect(preloadHome).toHaveBeenCalledOnce();
    expect(container.querySelector('p')).toBe(paragraph);
    // A page rendered differently from the prerendered one would be reported as a hydration error.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders afresh a page prerendered for another path or language', async () => {
    preloadHome.mockResolvedValue([]);
    for (const page of ['/cart en', `${location.pathname} so`]) {
      const { container, paragraph } = prerendered(page);
      const app = <p className="greeting">Salaan</p>;
      await act(() => takeOver(container, app, afresh(container, app)));
      expect(container.querySelector('p')).not.toBe(paragraph);
      expect(container.textContent).toBe('Salaan');
    }
    expect(preloadHome).not.toHaveBeenCalled();
  });

  it('renders afresh when the page’s files cannot be fetched', async () => {
    preloadHome.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const { container, paragraph } = prerendered(`${location.pathname} en`);
    const app = <p className="greeting">Hello again</p>;
    await act(() => takeOver(container, app, afresh(container, app)));
    expect(container.querySelector('p')).not.toBe(paragraph);
    expect(container.textContent).toBe('Hello again');
  });
});
