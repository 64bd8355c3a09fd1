import { useState } from 'react';
import { LANGUAGE_STORAGE_KEY } from '@suuq/shared/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { Footer } from './footer';
import { Header } from './header';

function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

/** The header, drawn again with each tap on "One more". */
function Recounted() {
  const [count, setCount] = useState(0);
  return (
    <>
      <Header cartCount={count} />
      <button type="button" onClick={() => setCount(count + 1)}>
        One more
      </button>
    </>
  );
}

function banner() {
  return screen.getByRole('banner');
}

describe('Header', () => {
  it('links the logo home and shows the cart count', () => {
    renderWithRouter(<Header cartCount={3} />);
    expect(screen.getByRole('link', { name: 'Suuq, go to the home page' })).toHaveProperty('pathname', '/');
    const cart = screen.getByRole('button', { name: 'Cart, 3 items' });
    expect(cart.textContent).toContain('3');
    expect(cart.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('offers only the other language', () => {
    renderWithRouter(<Header cartCount={0} />);
    expect(within(banner()).getByRole('button', { name: 'Soomaali' })).toBeTruthy();
    expect(within(banner()).queryByText('English')).toBeNull();
  });

  it('switches the header to Somali, remembers it, and then offers English', async () => {
    renderWithRouter(<Header cartCount={0} />);
    fireEvent.click(within(banner()).getByRole('button', { name: 'Soomaali' }));

    expect(await within(banner()).findByRole('button', { name: 'Raadi dalabka' })).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: 'Dambiil, 0 alaabood' })).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: 'English' })).toBeTruthy();
    expect(within(banner()).queryByRole('button', { name: 'Soomaali' })).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('so');
    expect(document.documentElement.lang).toBe('so');
  });

  it('becomes fixed once scrolled past 50 px, and not at 50 px or less', () => {
    renderWithRouter(<Header cartCount={0} />);
    expect(banner().classList.contains('header--fixed')).toBe(false);

    scrollTo(50);
    expect(banner().classList.contains('header--fixed')).toBe(false);

    scrollTo(51);
    expect(banner().classList.contains('header--fixed')).toBe(true);
    expect(document.querySelector('.header-spacer')).not.toBeNull();

    scrollTo(10);
    expect(banner().classList.contains('header--fixed')).toBe(false);
    expect(document.querySelector('.header-spacer')).toBeNull();
  });

  it('reads the scroll position when the page scrolls, not on every render', () => {
    // Reading it lays the page out first: once per update of the page was once too often on a cheap phone.
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    try {
      renderWithRouter(<Recounted />);
      const afterMount = scrollY.mock.calls.length;
      expect(afterMount).toBeLessThanOrEqual(1);
      for (let count = 1; count <= 5; count += 1)
        fireEvent.click(screen.getByRole('button', { name: 'One more' }));
      expect(screen.getByRole('button', { name: 'Cart, 5 items' })).toBeTruthy();
      expect(scrollY.mock.calls.length).toBe(afterMount);
      scrollTo(80);
      expect(scrollY.mock.calls.length).toBe(afterMount + 1);
      expect(banner().classList.contains('header--fixed')).toBe(true);
    } finally {
      scrollY.mockRestore();
      scrollTo(0);
    }
  });

  it('opens a menu with exactly the seven entries of the spec, and the data saver', async () => {
    // The footer's file puts the data saver in the menu (it comes just after the first paint).
    renderWithRouter(
      <>
        <Header cartCount={0} />
        <Footer />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const entries = within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Home',
      'About',
      'Privacy Policy',
      'Terms and Conditions',
      'Contact Us',
      'Soomaali',
      'Track Order',
    ]);

    // Below them, beside the language: the data saver, which is otherwise at the foot of the page.
    const saver = await within(menu).findByRole('button', { name: /Data saver: small images/ });
    expect(saver.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(saver);
    expect(saver.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('suuq.dataSaver')).toBe('1');

    fireEvent.keyDown(within(menu).getByRole('link', { name: 'About' }), { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});

describe('Track Order', () => {
  it('asks for an order number and opens its tracking page with the number as state', async () => {
    renderWithRouter(<Header cartCount={0} />);
    fireEvent.click(within(banner()).getByRole('button', { name: 'Track Order' }));

    const dialog = await screen.findByRole('dialog', { name: 'Track your order' });
    const input = within(dialog).getByLabelText('Order number');
    expect(document.activeElement).toBe(input);

    fireEvent.change(input, { target: { value: ' ABC123 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Track' }));

    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/thankyou?order-number=ABC123');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ orderNumber: 'ABC123' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    renderWithRouter(<Header cartCount={0} />);
    const opener = within(banner()).getByRole('button', { name: 'Track Order' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithRouter(<Header cartCount={0} />);
    fireEvent.click(within(banner()).getByRole('button', { name: 'Track Order' }));
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const submit = within(dialog).getByRole('button', { name: 'Track' });

    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
  });

  it('does not navigate for a blank number', async () => {
    renderWithRouter(<Header cartCount={0} />);
    fireEvent.click(within(banner()).getByRole('button', { name: 'Track Order' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Track' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('opens from the mobile menu too, in the menu’s place', async () => {
    renderWithRouter(<Header cartCount={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByRole('dialog', { name: 'Track your order' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
