import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const labels = { previous: 'Previous', next: 'Next', pause: 'Stop moving', play: 'Start moving' };
const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ key: index, node: <a href={`#${index}`}>Item {index}</a> }));

let scrollTo: ReturnType<typeof vi.fn>;
const originalScrollTo = HTMLElement.prototype.scrollTo;

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: reduce, addEventListener: () => {}, removeEventListener: () => {} })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  setReducedMotion(false);
  scrollTo = vi.fn();
  // The test DOM has no layout; the carousel's scroll calls are what is checked.
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
});

afterEach(() => {
  vi.useRealTimers();
  HTMLElement.prototype.scrollTo = originalScrollTo;
});

describe('Carousel', () => {
  it('shows no arrows and never moves with five items or fewer', () => {
    render(<Carousel items={items(5)} labels={labels} />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows arrows above five items, and they scroll the strip', () => {
    render(<Carousel items={items(6)} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('advances every 3000 ms', () => {
    render(<Carousel items={items(8)} labels={labels} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('pauses while a mouse rests on it and resumes when it leaves', () => {
    const { container } = render(<Carousel items={items(8)} labels={labels} />);
    const carousel = container.firstElementChild as HTMLElement;
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(9000));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(3000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('pauses while focus is on an item', () => {
    render(<Carousel items={items(8)} labels={labels} />);
    act(() => screen.getByRole('link', { name: 'Item 2' }).focus());
    act(() => vi.advanceTimersByTime(9000));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => screen.getByRole('link', { name: 'Item 2' }).blur());
    act(() => vi.advanceTimersByTime(3000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('can be stopped and started with its button', () => {
    render(<Carousel items={items(8)} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop moving' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start moving' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('never moves by itself for people who asked for reduced motion, but keeps its arrows', () => {
    setReducedMotion(true);
    render(<Carousel items={items(8)} labels={labels} />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Stop moving' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollTo).toHaveBeenCalledWith({ left: expect.any(Number), behavior: 'auto' });
  });
});
