import { useState } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

const preloadPage = vi.fn<() => Promise<unknown>>();
vi.mock('../router', () => ({ ROUTES: [['*', { preload: () => preloadPage() }]] }));
vi.mock('../layout/app-shell', () => ({ Footer: { preload: () => Promise.resolve() } }));
const { takeOver } = await import('./take-over');
const { makeStore } = await import('../../lib/store');
const { catalogApi } = await import('../../features/catalog/catalog-api');

/** What main.tsx passes: empty the container and render the app afresh. */
const afresh = (container: HTMLElement, app: React.ReactNode) => () => {
  container.replaceChildren();
  createRoot(container).render(app);
};

function prerendered(page: string, markup = '<p class="greeting">Hello</p>') {
  const container = document.createElement('div');
  container.dataset.prerendered = page;
  container.innerHTML = markup;
  document.body.append(container);
  return { container, paragraph: container.querySelector('p')! };
}

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  preloadPage.mockReset();
});

describe('taking over a prerendered page', () => {
  it('keeps the elements on screen when the page was rendered for this path and language', async () => {
    preloadPage.mockResolvedValue([]);
    const { container, paragraph } = prerendered(`${location.pathname} en`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = <p className="greeting">Hello</p>;
    await act(() => takeOver(container, app, afresh(container, app), makeStore()));
    expect(preloadPage).toHaveBeenCalledOnce();
    expect(container.querySelector('p')).toBe(paragraph);
    // A page rendered differently from the prerendered one would be reported as a hydration error.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders afresh a page prerendered for another path or language', async () => {
    preloadPage.mockResolvedValue([]);
    for (const page of ['/cart en', `${location.pathname} so`]) {
      const { container, paragraph } = prerendered(page);
      const app = <p className="greeting">Salaan</p>;
      await act(() => takeOver(container, app, afresh(container, app), makeStore()));
      expect(container.querySelector('p')).not.toBe(paragraph);
      expect(container.textContent).toBe('Salaan');
    }
    expect(preloadPage).not.toHaveBeenCalled();
  });

  it('renders afresh a page reached with the app’s own state, which the server did not have', async () => {
    preloadPage.mockResolvedValue([]);
    window.history.replaceState(
      { usr: { placed: true }, key: 'a', idx: 0 },
      '',
      '/thankyou?order-number=AB12',
    );
    const { container, paragraph } = prerendered('/thankyou?order-number=AB12 en');
    const app = <p className="greeting">Thank you</p>;
    await act(() => takeOver(container, app, afresh(container, app), makeStore()));
    expect(container.querySelector('p')).not.toBe(paragraph);
    expect(container.textContent).toBe('Thank you');
    expect(preloadPage).not.toHaveBeenCalled();
  });

  it('takes over what only the browser knows as the server rendered it, and shows it the moment after', async () => {
    preloadPage.mockResolvedValue([]);
    const { useInBrowser } = await import('../../lib/store-hooks');
    function Lines() {
      return useInBrowser() ? <p className="greeting">3 lines</p> : <p className="greeting">Loading</p>;
    }
    const { container, paragraph } = prerendered(`${location.pathname} en`, renderToString(<Lines />));
    expect(paragraph.textContent).toBe('Loading');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => takeOver(container, <Lines />, afresh(container, <Lines />), makeStore()));
    // Taken over, not drawn again: the same element, now with what the browser knows.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph.textContent).toBe('3 lines');
    // A mismatch would have been reported (and the element drawn anew).
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/hydrat|match/i);
    errors.mockRestore();
  });

  it('shows what only the browser knows at once on a page it draws itself', async () => {
    const { useInBrowser } = await import('../../lib/store-hooks');
    const drawn: string[] = [];
    function Lines() {
      const text = useInBrowser() ? '3 lines' : 'Loading';
      drawn.push(text);
      return <p>{text}</p>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Lines />));
    expect(drawn).toEqual(['3 lines']);
    act(() => root.unmount());
  });

  it('renders afresh when the page’s files cannot be fetched', async () => {
    preloadPage.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const { container, paragraph } = prerendered(`${location.pathname} en`);
    const app = <p className="greeting">Hello again</p>;
    await act(() => takeOver(container, app, afresh(container, app), makeStore()));
    expect(container.querySelector('p')).not.toBe(paragraph);
    expect(container.textContent).toBe('Hello again');
  });

  it('puts the answers the server rendered the page with in the store before taking it over', async () => {
    preloadPage.mockResolvedValue([]);
    window.history.replaceState(null, '', '/store/karaan?category=3');
    const { container, paragraph } = prerendered('/store/karaan?category=3 en');
    const stores = [{ id: 8, name: 'Karaan </script> Market' }];
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'page-data';
    data.textContent = JSON.stringify([
      { endpointName: 'getStores', arg: { lang: 'en' }, value: stores },
    ]).replace(/</g, '\\u003c');
    document.body.append(data);
    const store = makeStore();
    const app = <p className="greeting">Hello</p>;
    await act(() => takeOver(container, app, afresh(container, app), store));
    expect(container.querySelector('p')).toBe(paragraph);
    expect(catalogApi.endpoints.getStores.select({ lang: 'en' })(store.getState()).data).toEqual(stores);
  });

  it('renders afresh a page rendered for the same path with another query', async () => {
    preloadPage.mockResolvedValue([]);
    window.history.replaceState(null, '', '/store/karaan?category=4');
    const { container, paragraph } = prerendered('/store/karaan?category=3 en');
    const app = <p className="greeting">Other</p>;
    await act(() => takeOver(container, app, afresh(container, app), makeStore()));
    expect(container.querySelector('p')).not.toBe(paragraph);
    expect(preloadPage).not.toHaveBeenCalled();
  });

  it('taps again what was tapped before it took over, in one go: choices set back to what the shopper chose, then the button', async () => {
    preloadPage.mockResolvedValue([]);
    const added: string[] = [];
    // Two groups whose handlers each copy the choices they were drawn with, as the product page's do.
    function Choice() {
      const [choices, setChoices] = useState<{ size?: string; container?: string }>({});
      const group = (key: 'size' | 'container', names: string[]) =>
        names.map((name) => (
          <input
            key={name}
            type="radio"
            name={key}
            aria-label={name}
            checked={choices[key] === name}
            onChange={() => setChoices({ ...choices, [key]: name })}
          />
        ));
      return (
        <form>
          {group('size', ['small', 'large'])}
          {group('container', ['exchange', 'new'])}
          <button type="button" onClick={() => added.push(`${choices.size} ${choices.container}`)}>
            Add
          </button>
        </form>
      );
    }
    const container = document.createElement('div');
    container.dataset.prerendered = `${location.pathname} en`;
    container.innerHTML = renderToString(<Choice />);
    document.body.append(container);
    // The shopper picks "large" and "exchange" (the browser checks them at once), then taps Add, before the app has
    // taken over.
    const control = (name: string) => container.querySelector<HTMLInputElement>(`[aria-label="${name}"]`)!;
    const [large, exchange] = [control('large'), control('exchange')];
    const add = container.querySelector('button')!;
    large.checked = exchange.checked = true;
    const stop = vi.fn();
    window.suuqTaps = {
      taps: [{ control: large, checked: true }, { control: exchange, checked: true }, { control: add }],
      stop,
    };
    // Between one replayed tap and the next, nothing else may run: the shopper would see "exchange" unchecked while
    // the app draws "large".
    const seen: { target: EventTarget | null; exchange: boolean; sameTask: boolean }[] = [];
    let sameTask = true;
    container.addEventListener('click', (event) => {
      if (!seen.length) setTimeout(() => (sameTask = false));
      seen.push({ target: event.target, exchange: exchange.checked, sameTask });
    });
    await act(() => takeOver(container, <Choice />, afresh(container, <Choice />), makeStore()));
    await vi.waitFor(() => expect(added).toEqual(['large exchange']));
    expect(seen.map(({ target }) => target)).toEqual([large, exchange, add]);
    expect(seen.every((tap) => tap.sameTask)).toBe(true);
    expect(seen[2]!.exchange).toBe(true);
    expect(large.checked && exchange.checked).toBe(true);
    expect(stop).toHaveBeenCalledOnce();
    // Then it says the page is the app's.
    expect(container.hasAttribute('data-taken-over')).toBe(true);
    delete window.suuqTaps;
  });

  it('types again what was typed before it took over, then sends the form held meanwhile with it', async () => {
    preloadPage.mockResolvedValue([]);
    const sent: string[] = [];
    // A controlled form, as checkout's: what the app holds is what it sends.
    function Details() {
      const [name, setName] = useState('');
      const [note, setNote] = useState('');
      const [size, setSize] = useState('small');
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sent.push(`${name} / ${note} / ${size}`);
          }}
        >
          <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
          <select aria-label="Size" value={size} onChange={(event) => setSize(event.target.value)}>
            <option value="small">Small</option>
            <option value="large">Large</option>
          </select>
          <input aria-label="Untouched" defaultValue="as sent" />
          <button type="submit">Place order</button>
        </form>
      );
    }
    const container = document.createElement('div');
    container.dataset.prerendered = `${location.pathname} en`;
    container.innerHTML = renderToString(<Details />);
    document.body.append(container);
    const field = <T extends Element>(label: string) =>
      container.querySelector<T>(`[aria-label="${label}"]`)!;
    // Typed, chosen and sent before the app has taken over (the page's start-up line held the form back).
    field<HTMLInputElement>('Name').value = 'Hodan Abdi';
    field<HTMLTextAreaElement>('Note').value = 'Blue gate';
    field<HTMLSelectElement>('Size').value = 'large';
    const stop = vi.fn();
    window.suuqTaps = { taps: [{ control: container.querySelector('button')! }], stop };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => takeOver(container, <Details />, afresh(container, <Details />), makeStore()));
    await vi.waitFor(() => expect(sent).toEqual(['Hodan Abdi / Blue gate / large']));
    // The same fields, still showing what was typed, now the app's own state.
    expect(field<HTMLInputElement>('Name').value).toBe('Hodan Abdi');
    expect(field<HTMLInputElement>('Untouched').value).toBe('as sent');
    expect(stop).toHaveBeenCalledOnce();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/hydrat|match/i);
    errors.mockRestore();
    delete window.suuqTaps;
  });

  it('stops noting taps when the page is drawn afresh', async () => {
    preloadPage.mockResolvedValue([]);
    const { container } = prerendered('/cart en');
    const stop = vi.fn();
    window.suuqTaps = { taps: [], stop };
    const app = <p className="greeting">Cart</p>;
    await act(() => takeOver(container, app, afresh(container, app), makeStore()));
    expect(stop).toHaveBeenCalledOnce();
    delete window.suuqTaps;
  });
});
