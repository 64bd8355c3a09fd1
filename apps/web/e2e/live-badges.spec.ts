import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../server/src/db/seed/seed-users';
import { tokenOf } from './captain-kit';
import { refuseTiles, watchProblems } from './map-tiles-kit';

// The home page's Open/Closed badges follow the stores live: a store's staff switch it, the badge turns without a
// reload, also when the switch came between the page's reading the stores and its badges' listening.

/**
 * Daryeel Water Company's staff switch, through the API: open or closed, with its hours set around the clock for the
 * journey so that only the switch decides (`restore` puts its own hours back and opens it).
 */
async function daryeelSwitch(request: APIRequestContext) {
  const staff = DEMO_USERS.find(
    (user) => user.role === 'staff' && user.storeSlug === 'daryeel-water-company',
  );
  if (!staff) throw new Error('no demo staff for Daryeel Water Company');
  const token = await tokenOf(request, { username: staff.phone, password: staff.password });
  const auth = { Authorization: `Bearer ${token}` };
  const setOpen = async (isOpen: boolean) => {
    const response = await request.post('/api/merchant/store', { data: { is_open: isOpen }, headers: auth });
    expect(response.ok()).toBe(true);
  };
  const hours = await request.get('/api/merchant/hours', { headers: auth });
  expect(hours.ok()).toBe(true);
  const { data: ownHours } = (await hours.json()) as { data: unknown };
  const setHours = async (data: unknown) =>
    expect((await request.put('/api/merchant/hours', { data, headers: auth })).ok()).toBe(true);
  await setHours({ hours: [], closures: [] });
  return {
    setOpen,
    restore: async () => {
      await setOpen(true);
      await setHours(ownHours);
    },
  };
}

const daryeelCard = (page: Page) =>
  page.getByRole('region', { name: 'Stores' }).getByRole('link', { name: /Daryeel Water Company/ });

test('a store closed by its staff shows Closed at once, without a reload, and Open again', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  await refuseTiles(page);
  const { setOpen, restore } = await daryeelSwitch(request);

  const subscribed = page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: (frame) => String(frame.payload).includes('subscribed'),
    }),
  );
  await page.goto('/');
  const card = daryeelCard(page);
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await subscribed;
  await page.evaluate(() => Object.assign(window, { __samePage: true }));

  try {
    await setOpen(false);
    await expect(card.getByText('Closed', { exact: true })).toBeVisible();
    await setOpen(true);
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
  } finally {
    await restore();
  }
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(problems).toEqual([]);
});

test('a store closed after the page read it and before its badges listened shows Closed once they do', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  await refuseTiles(page);
  const { setOpen, restore } = await daryeelSwitch(request);

  // The badges' socket reaches the server only when the journey lets it: the store closes in between.
  let letThrough!: () => void;
  const through = new Promise<void>((resolve) => (letThrough = resolve));
  let asked!: (frame: string) => void;
  const subscribeAsked = new Promise<string>((resolve) => (asked = resolve));
  await page.routeWebSocket(/\/app\//, (socket) => {
    const held: (string | Buffer)[] = [];
    let server: ReturnType<typeof socket.connectToServer> | undefined;
    socket.onMessage((message) => {
      if (server) return server.send(message);
      held.push(message);
      if (String(message).includes('"subscribe"')) asked(String(message));
    });
    void through.then(() => {
      server = socket.connectToServer();
      for (const message of held) server.send(message);
    });
  });

  await page.goto('/');
  const card = daryeelCard(page);
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  const subscribe = JSON.parse(await subscribeAsked) as { channel: string; replay_ms?: number };
  expect(subscribe.channel).toBe('stores');
  expect(subscribe.replay_ms).toBeGreaterThan(0);
  await page.evaluate(() => Object.assign(window, { __samePage: true }));

  try {
    await setOpen(false);
    letThrough();
    // Sent again after the subscription: the badge turns without a reload.
    await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  } finally {
    await restore();
  }
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(problems).toEqual([]);
});
