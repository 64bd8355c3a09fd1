/** The channel check is cached, so fan-out and repeated subscribe frames cost no query each. */
import { describe, expect, it } from 'vitest';
import { ChannelAccess } from './channel-access';

function counted() {
  const calls = { verify: 0, parties: 0 };
  const access = new ChannelAccess(
    {
      verify: async () => {
        calls.verify += 1;
        return { id: 7, role: 'customer' as const, storeId: null, sessionId: 's' };
      },
    },
    {
      parties: async () => {
        calls.parties += 1;
        return { customerId: 7, captainId: 9 };
      },
    },
    60_000,
  );
  return { access, calls };
}

describe('ChannelAccess', () => {
  it('asks the database once for many checks of one token and booking, even at the same moment', async () => {
    const { access, calls } = counted();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => access.mayListen('booking.5', 'token-a')),
    );
    expect(answers.every(Boolean)).toBe(true);
    expect(calls).toEqual({ verify: 1, parties: 1 });
  });

  it('forgets a booking’s parties when its status moves, not on position updates', async () => {
    const { access, calls } = counted();
    const event = (status: 'accepted' | 'searching') => ({
      event: 'booking.status' as const,
      channel: 'booking.5',
      data: { booking_id: 5, status, at: new Date().toISOString() },
    });
    await access.mayListen('booking.5', 'token-a');
    access.noteEvent(event('accepted'));
    await access.mayListen('booking.5', 'token-a');
    access.noteEvent(event('accepted'));
    await access.mayListen('booking.5', 'token-a');
    expect(calls.parties).toBe(2);
    access.noteEvent(event('searching'));
    await access.mayListen('booking.5', 'token-a');
    expect(calls.parties).toBe(3);
  });
});
