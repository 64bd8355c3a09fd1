import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

function Header() {
  return <p>{useScrolledPast(100) ? 'fixed' : 'in place'}</p>;
}

describe('following how far the page is scrolled', () => {
  afterEach(() => window.scrollTo(0, 0));

  it('knows of a scroll made before anything followed it, such as one before the app took the page over', async () => {
    window.scrollTo(0, 600);
    render(<Header />);
    await waitFor(() => expect(screen.getByText('fixed')).toBeTruthy());
  });

  it('follows scrolls down and back up', async () => {
    render(<Header />);
    expect(screen.getByText('in place')).toBeTruthy();
    window.scrollTo(0, 300);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.getByText('fixed')).toBeTruthy());
    window.scrollTo(0, 0);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.getByText('in place')).toBeTruthy());
  });
});
