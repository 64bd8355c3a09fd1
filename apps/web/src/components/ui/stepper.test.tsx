import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Stepper } from './stepper';

const labels = { group: 'Quantity', decrease: 'One less', increase: 'One more' };

function Harness({ max, onLimit }: { max?: number; onLimit?: () => void }) {
  const [value, setValue] = useState(1);
  return <Stepper value={value} onChange={setValue} max={max} onLimit={onLimit} labels={labels} />;
}

describe('Stepper', () => {
  it('never goes below 1', () => {
    render(<Harness />);
    const less = screen.getByRole('button', { name: 'One less' });
    expect(less).toHaveProperty('disabled', true);
    fireEvent.click(less);
    expect(screen.getByRole('status').textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(less).toHaveProperty('disabled', false);
    fireEvent.click(less);
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('stops at the maximum and reports the attempt to go past it', () => {
    const onLimit = vi.fn();
    render(<Harness max={2} onLimit={onLimit} />);
    const more = screen.getByRole('button', { name: 'One more' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(onLimit).toHaveBeenCalledTimes(1);
  });

  it('is a labelled group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeTruthy();
  });
});
