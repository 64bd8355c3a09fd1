import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beep, soundAllowed, unlockSound } from './beep';
import { RING_EVERY_MS, useRinging } from './use-ringing';

vi.mock('./beep', () => ({ beep: vi.fn(), soundAllowed: vi.fn(() => true), unlockSound: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(beep).mockClear();
  vi.mocked(soundAllowed).mockReturnValue(true);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the ringing board', () => {
  it('rings at once and again every few seconds while a new order waits, and stops when it is accepted', () => {
    const { result, rerender } = renderHook(({ waiting }) => useRinging(waiting, true), {
      initialProps: { waiting: ['A1B2-C3D4'] as string[] },
    });
    expect(result.current.ringing).toBe(true);
    expect(beep).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(RING_EVERY_MS * 3));
    expect(beep).toHaveBeenCalledTimes(4);

    rerender({ waiting: [] });
    act(() => void vi.advanceTimersByTime(RING_EVERY_MS * 3));
    expect(beep).toHaveBeenCalledTimes(4);
    expect(result.current.ringing).toBe(false);
  });

  it('stops on Quiet, and rings again for an order that comes later', () => {
    const { result, rerender } = renderHook(({ waiting }) => useRinging(waiting, true), {
      initialProps: { waiting: ['A1B2-C3D4'] as string[] },
    });
    act(() => result.current.quiet());
    act(() => void vi.advanceTimersByTime(RING_EVERY_MS * 2));
    expect(beep).toHaveBeenCalledTimes(1);
    expect(result.current.ringing).toBe(false);

    rerender({ waiting: ['A1B2-C3D4', 'E5F6-G7H8'] });
    expect(result.current.ringing).toBe(true);
    act(() => void vi.advanceTimersByTime(RING_EVERY_MS));
    expect(beep).toHaveBeenCalledTimes(3);
  });

  it('does not ring with the sound off', () => {
    const { result } = renderHook(() => useRinging(['A1B2-C3D4'], false));
    act(() => void vi.advanceTimersByTime(RING_EVERY_MS * 2));
    expect(beep).not.toHaveBeenCalled();
    expect(result.current.blocked).toBe(false);
  });

  it('says when the browser blocks sound, and the notice’s button turns it on', () => {
    vi.mocked(soundAllowed).mockReturnValue(false);
    function Notice() {
      const ring = useRinging(['A1B2-C3D4'], true);
      return ring.blocked ? (
        <button type="button" onClick={unlockSound}>
          Turn on sound
        </button>
      ) : (
        <p>ringing</p>
      );
    }
    render(<Notice />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on sound' }));
    expect(unlockSound).toHaveBeenCalledTimes(1);

    vi.mocked(soundAllowed).mockReturnValue(true);
    act(() => void vi.advanceTimersByTime(RING_EVERY_MS));
    expect(screen.getByText('ringing')).toBeTruthy();
  });
});
