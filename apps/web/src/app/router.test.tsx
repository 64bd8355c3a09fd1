import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { mockApi, renderApp } from '../test/render';
import { paths } from './paths';
import { AppProvider } from './provider';
import { routes } from './router';
import { makeStore } from './store';

function page() {
  return screen.getByRole('main');
}

describe('routes', () => {
  it('shows the not-found page, with a link home, for an unknown URL', async () => {
    mockApi({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Go to the home page' });
    expect(home.getAttribute('href')).toBe('/');
    // The shell stays around it.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
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
  ])('serves the product page at %s', async (url, slug) => {
    renderApp(url);
    expect((await screen.findByTestId('product-slug')).textContent).toBe(slug);
  });

  it('serves the store pages by name', async () => {
    renderApp('/store/about/hodan%20market');
    expect(await screen.findByRole('heading', { level: 1, name: 'About hodan market' })).toBeTruthy();
  });

  it('shows the order number from the tracking link', async () => {
    renderApp(paths.orderTracking('ABC123'));
    expect(await screen.findByText('Order number: ABC123')).toBeTruthy();
  });

  it('shows a page crash in the error panel inside the shell, and renders again after retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('Page exploded');
      return <h1>Fragile page</h1>;
    }
    // The app's own shell and page boundary, with one page that crashes.
    const [shell] = routes;
    const pageBoundary = shell?.children?.[0];
    const withBrokenPage: RouteObject[] = [
      {
        element: shell?.element,
        errorElement: shell?.errorElement,
        children: [
          { errorElement: pageBoundary?.errorElement, children: [{ path: '/fragile', Component: Fragile }] },
        ],
      },
    ];
    render(
      <AppProvider store={makeStore()}>
        <RouterProvider router={createMemoryRouter(withBrokenPage, { initialEntries: ['/fragile'] })} />
      </AppProvider>,
    );

    expect(await screen.findByText('Page exploded')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Clear errors and retry' }));
    expect(await screen.findByRole('heading', { name: 'Fragile page' })).toBeTruthy();
  });
});
