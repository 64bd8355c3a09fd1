import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('shows the message and the stack, and resets on the button', () => {
    const error = new Error('Boom in the basket');
    error.stack = 'Error: Boom in the basket\n    at Basket (basket.tsx:1:1)';
    const onReset = vi.fn();
    render(<ErrorPanel error={error} onReset={onReset} />);

    expect(screen.getByText('Boom in the basket')).toBeTruthy();
    expect(screen.getByText(/at Basket \(basket\.tsx:1:1\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear errors and retry' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('describes things thrown that are not errors', () => {
    render(<ErrorPanel error={{ code: 42 }} onReset={() => {}} />);
    expect(screen.getByText('{"code":42}')).toBeTruthy();
  });
});

describe('AppErrorBoundary', () => {
  it('catches a crash, and renders the children again after the retry button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let shouldThrow = true;
    function Flaky() {
      if (shouldThrow) throw new Error('Flaky widget');
      return <p>Widget works</p>;
    }
    function Harness() {
      const [, rerender] = useState(0);
      return (
        <AppErrorBoundary>
          <Flaky />
          <button type="button" onClick={() => rerender((n) => n + 1)}>
            unused
          </button>
        </AppErrorBoundary>
      );
    }
    render(<Harness />);
    expect(screen.getByText('Flaky widget')).toBeTruthy();

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Clear errors and retry' }));
    expect(screen.getByText('Widget works')).toBeTruthy();
  });
});
