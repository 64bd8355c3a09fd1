import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HoursRange } from '@suuq/shared/hours';
import { renderWithRouter } from '../../test/render';
import { makeStoreDetail } from '../../test/catalog-fixtures';
import { openingChange, useOpeningText } from './store-opening';
import { WeekHours } from './store-week-hours';

const timezone = 'Africa/Mogadishu';
const everyDay = (opens: string, closes: string): HoursRange[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens, closes }));
// Wednesday 25 November 2026; Mogadishu is UTC+3.
const at = (local: string) => new Date(`${local}+03:00`);

function Probe({ store, now }: { store: Parameters<typeof useOpeningText>[0]; now: Date }) {
  return <p data-testid="note">{useOpeningText(store, now) ?? ''}</p>;
}

async function textOf(store: Parameters<typeof useOpeningText>[0], now: Date) {
  const view = renderWithRouter(<Probe store={store} now={now} />);
  const text = (await screen.findByTestId('note')).textContent;
  view.unmount();
  return text;
}

describe('opening and closing times', () => {
  const store = {
    is_open: true,
    timezone,
    hours: everyDay('08:00', '22:00'),
    closures: [],
    next_opening: null,
  };

  it('an open store closes at the end of its range; a closed one opens when the server says', () => {
    expect(openingChange(store, at('2026-11-25T13:00:00'))).toEqual({
      kind: 'closes',
      at: at('2026-11-25T22:00:00'),
    });
    const closed = { ...store, is_open: false, next_opening: '2026-11-26T08:00:00+03:00' };
    expect(openingChange(closed, at('2026-11-25T23:00:00'))).toEqual({
      kind: 'opens',
      at: at('2026-11-26T08:00:00'),
    });
  });

  it('a store that just closed by its hours (an answer from while it was open) opens by its hours', () => {
    const justClosed = { ...store, is_open: false, next_opening: null };
    expect(openingChange(justClosed, at('2026-11-25T22:01:00'))?.at).toEqual(at('2026-11-26T08:00:00'));
  });

  it('a store its staff closed while its hours say open has no known opening', () => {
    expect(openingChange({ ...store, is_open: false }, at('2026-11-25T13:00:00'))).toBeUndefined();
  });

  it('says it in words: today, tomorrow, past midnight, another day', async () => {
    expect(await textOf(store, at('2026-11-25T13:00:00'))).toBe('Closes at 22:00');
    const late = { ...store, hours: everyDay('18:00', '02:00') };
    expect(await textOf(late, at('2026-11-25T23:30:00'))).toBe('Closes at 02:00');
    const closed = { ...store, is_open: false, next_opening: '2026-11-26T08:00:00+03:00' };
    expect(await textOf(closed, at('2026-11-25T23:00:00'))).toBe('Opens tomorrow at 08:00');
    expect(await textOf(closed, at('2026-11-26T06:00:00'))).toBe('Opens at 08:00');
    const friday = { ...closed, next_opening: '2026-11-27T13:30:00+03:00' };
    expect(await textOf(friday, at('2026-11-25T23:00:00'))).toBe('Opens Friday at 13:30');
  });
});

describe('the week’s hours', () => {
  it('lists each day’s ranges, closed days and the upcoming closures', async () => {
    const store = makeStoreDetail({
      hours: [
        { weekday: 1, opens: '16:00', closes: '23:00' },
        { weekday: 1, opens: '06:00', closes: '12:00' },
        { weekday: 4, opens: '18:00', closes: '02:00' },
      ],
      closures: [
        { date: '2030-06-14', note: 'Eid' },
        { date: '2030-06-15', opens: '10:00', closes: '14:00' },
      ],
    });
    renderWithRouter(<WeekHours store={store} />);
    const row = async (day: string) =>
      (await screen.findByRole('rowheader', { name: new RegExp(`^${day}`) })).nextElementSibling?.textContent;
    expect(await row('Monday')).toBe('06:00–12:00, 16:00–23:00');
    expect(await row('Tuesday')).toBe('Closed');
    expect(await row('Thursday')).toBe('18:00–02:00');
    expect(screen.getByText('Friday 14/6', { exact: false }).closest('li')?.textContent).toBe(
      'Friday 14/6: closed all day (Eid)',
    );
    expect(screen.getByText('Saturday 15/6', { exact: false }).closest('li')?.textContent).toBe(
      'Saturday 15/6: open 10:00–14:00',
    );
  });
});
