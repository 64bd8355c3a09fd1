import { fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { Link } from './link';

/** How the page shown was reached (PUSH, REPLACE or POP), and where it is. */
function Arrival() {
  const location = useLocation();
  return (
    <output data-testid="arrival">
      {useNavigationType()} {location.pathname + location.search}
    </output>
  );
}

function link() {
  return screen.getByRole('link', { name: 'Hodan Market' });
}

/** Clicks the link and tells whether the app left it to the browser; then stops the browser (there is no server). */
function clickLeftToBrowser(init?: MouseEventInit): boolean {
  let leftToBrowser = false;
  const stop = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', stop);
  fireEvent.click(link(), init);
  document.removeEventListener('click', stop);
  return leftToBrowser;
}

describe('Link', () => {
  it('links to the URL and navigates in the page, with state', async () => {
    renderWithRouter(
      <Link to="/store/hodan%20market" state={{ from: 'home' }} className="store-card">
        Hodan Market
      </Link>,
    );
    expect(link().getAttribute('href')).toBe('/store/hodan%20market');
    expect(link().className).toBe('store-card');

    expect(clickLeftToBrowser()).toBe(false);
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/store/hodan%20market');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ from: 'home' });
  });

  it('leaves a modified click (new tab) and another target to the browser', () => {
    renderWithRouter(<Link to="/cart">Hodan Market</Link>);
    expect(clickLeftToBrowser({ ctrlKey: true })).toBe(true);
    expect(clickLeftToBrowser({ metaKey: true })).toBe(true);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('opens in another tab when the target says so', () => {
    renderWithRouter(
      <Link to="/cart" target="_blank">
        Hodan Market
      </Link>,
    );
    expect(clickLeftToBrowser()).toBe(true);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('runs its own onClick first, which can cancel the navigation', () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithRouter(
      <Link to="/cart" onClick={onClick}>
        Hodan Market
      </Link>,
    );
    clickLeftToBrowser();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('replaces the page in the history when it links to the page shown, and adds it otherwise', () => {
    renderWithRouter(
      <>
        <Link to="/cart?from=menu">Hodan Market</Link>
        <Link to="/checkout">Checkout</Link>
        <Arrival />
      </>,
      { path: '/cart' },
    );
    // The route matches the path alone, so the same elements stay on screen whatever the query.
    fireEvent.click(link());
    expect(screen.getByTestId('arrival').textContent).toBe('PUSH /cart?from=menu');
    fireEvent.click(link());
    expect(screen.getByTestId('arrival').textContent).toBe('REPLACE /cart?from=menu');
    fireEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
  });

  it('is for the app’s own addresses, inside its routes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const relative = renderWithRouter(
      <Caught>
        <Link to="about">Hodan Market</Link>
      </Caught>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/start at the app's root: about/);
    relative.unmount();
    render(
      <MemoryRouter>
        <Caught>
          <Link to="/cart">Hodan Market</Link>
        </Caught>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/outside LinkNavigationProvider/);
    vi.mocked(console.error).mockRestore();
  });
});

/** Shows the error its children threw while drawing. */
class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
