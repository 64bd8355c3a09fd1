import type * as Settled from '../lib/settled';

const waiting: (() => void)[] = [];

/**
 * `lib/settled` on a page that settles when the test says so (`settle`), for work that waits for it:
 * `vi.mock('…/lib/settled', async (actual) => (await import('…/test/settle-by-hand')).settledByHand(await actual()))`.
 */
export function settledByHand(actual: typeof Settled): typeof Settled {
  return {
    ...actual,
    whenSettled: (then) => {
      waiting.push(then);
      return () => {
        const index = waiting.indexOf(then);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
  };
}

/** How many pieces of work wait for the page to settle. */
export const waitingToSettle = (): number => waiting.length;

/** The page settles: what waited for it runs. */
export function settle(): void {
  for (const then of waiting.splice(0)) then();
}
