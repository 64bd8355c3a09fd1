import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('outlines the content it stands for, and says Loading to screen readers only', () => {
    const { container } = render(<Skeleton shape="grid" />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading…');
    expect(container.querySelectorAll('.skeleton-card')).toHaveLength(4);
    expect(container.querySelector('[aria-hidden="true"] .skeleton--image')).not.toBeNull();
  });

  it('has a shape for lists, a product and a store', () => {
    const list = render(<Skeleton shape="list" />);
    expect(list.container.querySelectorAll('.skeleton-row')).toHaveLength(4);
    const detail = render(<Skeleton shape="detail" />);
    expect(detail.container.querySelector('.skeleton-detail .skeleton--bar')).not.toBeNull();
    const store = render(<Skeleton shape="store" />);
    expect(store.container.querySelector('.skeleton--hero')).not.toBeNull();
    expect(store.container.querySelectorAll('.skeleton-card')).toHaveLength(4);
  });

  it('speaks Somali', async () => {
    await changeLanguage('so');
    render(<Skeleton shape="list" />);
    expect(screen.getByRole('status').textContent).toBe('Waa la soo rarayaa…');
  });
});
