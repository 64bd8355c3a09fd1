import { act, fireEvent, screen, within } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { Route, Routes, matchRoutes, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from './layout/app-shell';
import { Link } from '../components/ui/link';
import { changeLanguage } from '../lib/i18n';
import { mockApi, renderApp, renderRoutes } from '../test/render';
import { makeProduct, makeStore, makeStoreDetail } from '../test/catalog-fixtures';
import { paths } from '../lib/paths';
import { ROUTE_TABLE, routeTableFor } from './router';

function page() {
  return screen.getByRole('main');
}

/** A page titled "List" with one link. */
function ListLinking({ to, name }: { to: string; name: string }) {
  return (
    <>
      <h1>List</h1>
      <Link to={to}>{name}</Link>
    </>
  );
}

/** A button that goes back in the history, as the browser's does. */
function BackButton({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      {name}
    </button>
  );
}

describe('routes', () => {
  it('shows the not-found page, with a link home, for an unknown URL', async () => {
    mockApi({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Go to the home page' });
    expect(home.getAttribute('href')).toBe('/');
    // The shell stays around it (the footer arrives just after the first paint).
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('shows the not-found page in Somali', async () => {
    await changeLanguage('so');
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boggan lama helin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ku noqo hoyga' })).toBeTruthy();
  });

  const declared = Object.entries(paths).flatMap(([name, path]) =>
    typeof path === 'string' && path !== paths.home && path !== paths.notFound && !path.includes(':')
      ? [[name, path] as const]
      : [],
  );

  it.each(declared)('serves %s (%s) with its own page', async (_name, path) => {
    mockApi({ [`GET /api/page${path}`]: () => ({ data: { slug: path.slice(1), title: 'Info', body: '' } }) });
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('Page not found');
    expect(page().textContent?.length).toBeGreaterThan(0);
  });

  it.each([
    ['/products/camel-milk', 'camel-milk'],
    ['/products/_basmati-rice', 'basmati-rice'],
    ['/products/Camel%20Milk', 'camel-milk'],
  ])('serves the product page at %s', async (url, slug) => {
    mockApi({
      [`GET /api/products/${slug}`]: () => ({ data: makeProduct({ name: `Product ${slug}`, slug }) }),
      'POST /api/stores': () => ({ data: [makeStore()] }),
      'GET /api/stores/hodan-market': () => ({ data: makeStoreDetail() }),
    });
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: `Product ${slug}` })).toBeTruthy();
  });

  it('serves the store pages by name, found through the store list on a fresh load', async () => {
    mockApi({
      'POST /api/stores': () => ({ data: [makeStore()] }),
      'GET /api/stores/hodan-market': () => ({ data: makeStoreDetail() }),
    });
    renderApp('/store/about/hodan%20market');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Hodan Market' })).toBeTruthy();
  });

  it('shows the order number from the tracking link', async () => {
    renderApp(paths.orderTracking('ABC123'));
    expect(await screen.findByText('Order number: ABC123')).toBeTruthy();
  });

  /** The app's own shell (header, page boundary, Suspense, footer) around test pages. */
  function renderInShell(pages: Record<string, ComponentType>, url: string) {
    return renderRoutes(
      <Routes>
        <Route element={<AppShell />}>
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>,
      { url },
    );
  }

  function Home() {
    return <h1>Home page</h1>;
  }

  it('shows a page crash in the error panel inside the shell, and renders again after retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('Page exploded');
      return <h1>Fragile page</h1>;
    }
    renderInShell({ '/fragile': Fragile }, '/fragile');

    expect(await screen.findByText('Page exploded')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Route error:', expect.any(Error));
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Clear errors and retry' }));
    expect(await screen.findByRole('heading', { name: 'Fragile page' })).toBeTruthy();
  });

  it('clears a page crash when the shopper navigates away', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Page exploded');
    }
    renderInShell({ '/': Home, '/broken': Broken }, '/broken');
    expect(await screen.findByText('Page exploded')).toBeTruthy();

    fireEvent.click(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Suuq, go to the home page' }),
    );
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear errors and retry' })).toBeNull();
  });

  it('shows the loading state inside the shell while a page downloads', async () => {
    let arrive: (page: { default: ComponentType }) => void = () => {};
    const Slow = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    renderInShell({ '/slow': Slow }, '/slow');

    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    await act(async () => arrive({ default: () => <h1>Slow page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeTruthy();
  });

  it('reloads the app when retrying a page whose download failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/cart-page.js');
    const Missing = lazy(() => Promise.reject(failure));
    renderInShell({ '/cart': Missing }, '/cart');

    expect(await screen.findByText(failure.message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear errors and retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('starts a page opened by a link at the top, and leaves Back to the browser', async () => {
    function scrollTo(y: number) {
      act(() => {
        window.scrollTo(0, y);
        window.dispatchEvent(new Event('scroll'));
      });
    }
    const List = () => <ListLinking to="/detail" name="Detail" />;
    function Detail() {
      return (
        <>
          <h1>Detail</h1>
          <BackButton name="Back" />
        </>
      );
    }
    renderInShell({ '/': List, '/detail': Detail }, '/');
    scrollTo(700);

    fireEvent.click(screen.getByRole('link', { name: 'Detail' }));
    expect(await screen.findByRole('heading', { name: 'Detail' })).toBeTruthy();
    expect(window.scrollY).toBe(0);

    scrollTo(300);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
    expect(window.scrollY).toBe(300);
  });
});

describe('leaving a page whose file is still on its way', () => {
  it('shows the page Back returns to at once, not the loading state of the page left', async () => {
    mockApi({});
    // The store's file never arrives (a slow network): the shopper goes back without waiting for it.
    const Store = lazy(() => new Promise<{ default: ComponentType }>(() => {}));
    const List = () => <ListLinking to="/store" name="Store" />;
    renderRoutes(
      <>
        <Routes>
          <Route element={<AppShell />}>
            <Route path="/" element={<List />} />
            <Route path="/store" element={<Store />} />
          </Route>
        </Routes>
        {/* The browser's Back button, outside the page. */}
        <BackButton name="Browser back" />
      </>,
      { url: '/' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Store' }));
    expect(await within(page()).findByText('Loading…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeTruthy();
  });
});

describe('the route table a path is matched against', () => {
  /** The page the router picks for a path: the route that ends the match (its path, and the page it shows). */
  const pick = (table: Parameters<typeof matchRoutes>[0], pathname: string) => {
    const route = matchRoutes(table, pathname)?.at(-1)?.route;
    return route ? { path: route.path, element: route.element } : undefined;
  };
  const fixed = Object.values(paths).flatMap((path: unknown) =>
    typeof path === 'string' && !/[:*]/.test(path) ? [path] : [],
  );
  const written = [
    ...fixed,
    // The same paths as a browser may send them: another case, a trailing slash, a letter encoded.
    ...fixed.map((path) => path.toUpperCase()),
    ...fixed.map((path) => `${path}/`),
    ...fixed.map((path) => path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)),
    '/products/rice',
    '/products/_rice',
    '/store/bakaaro%20family%20store',
    '/store/bakaaro/about',
    '/staff/orders',
    '/no-such-page',
    '/cart/extra',
    '//cart',
    '/%E0%A4%A',
    '',
  ];

  it.each(written)('picks for %j the page the whole table picks', (pathname) => {
    const whole = pick(ROUTE_TABLE, pathname);
    expect(whole).toBeDefined();
    expect(pick(routeTableFor(pathname), pathname)).toEqual(whole);
  });

  it('gives a fixed path a table of its route alone, inside the shell when the page has it', () => {
    const cart = routeTableFor('/cart');
    expect(cart).toHaveLength(1);
    expect(cart[0]!.children?.map((route) => route.path)).toEqual([paths.cart]);
    expect(routeTableFor('/STAFF/')[0]!.path).toBe(paths.staff);
  });
});
