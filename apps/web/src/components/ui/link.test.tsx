import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { Link } from './link';

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
});
