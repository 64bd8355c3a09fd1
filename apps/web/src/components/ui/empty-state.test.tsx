import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a title, a line of help and the way on, with a picture hidden from screen readers', () => {
    const { container } = render(
      <EmptyState picture="cart" title="Your cart is empty" text="Find something you like.">
        <a href="/">Start shopping</a>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByText('Find something you like.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes a deeper heading and leaves out what it is not given', () => {
    const { container } = render(<EmptyState title="No results" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No results' })).toBeTruthy();
    expect(container.querySelector('.empty-state__text')).toBeNull();
    expect(container.querySelector('.empty-state__actions')).toBeNull();
  });
});
