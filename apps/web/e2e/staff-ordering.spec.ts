import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PHONE, shot } from './phone-kit';
import { staffOf, staffSignIn } from './pickup-kit';
import { addFromProductPage, cartButton, offline, orderNumberOn, staffBoard } from './order-test-kit';

async function phoneContext(browser: { newContext: (o: object) => Promise<BrowserContext> }, lang: string) {
  const context = await browser.newContext({ viewport: PHONE });
  await offline(context);
  await context.addInitScript((language) => localStorage.setItem('language', language), lang);
  return context;
}

/** The owner signs in (the form as the kit knows it, in English), then uses the board in `lang`. */
async function ownerBoard(
  browser: { newContext: (o: object) => Promise<BrowserContext> },
  lang: string,
  demo: { phone: string; password: string },
) {
  const context = await phoneContext(browser, 'en');
  const page = await staffBoard(context, demo.phone, demo.password);
  if (lang !== 'en') {
    await context.addInitScript((language) => localStorage.setItem('language', language), lang);
    await page.reload();
  }
  return page;
}

/** No sideways scroll: the page is no wider than the phone. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

type About = { data: { about: { en: string; so: string } } };

/** Today's date in Mogadishu, where the demo stores keep their hours. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Mogadishu' }).format(new Date());

test.describe('how a store takes orders, set by its owner on a phone', () => {
  test('the owner switches pickup off and drops bank transfer (in Somali): checkout offers neither', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    // Xamar Cadey Cafe: a café no other journey orders from, dine-in only until its owner says more.
    const { staff: demo, auth } = await staffSignIn(request, 'xamar-cadey-cafe');
    const before = (await (await request.get('/api/merchant/store/ordering', { headers: auth })).json()) as {
      data: Record<string, unknown>;
    };
    const owner = await ownerBoard(browser, 'so', demo);
    const shopper = await (await phoneContext(browser, 'en')).newPage();
    try {
      await owner.getByRole('button', { name: 'Habaynta' }).click();
      await owner.getByRole('button', { name: 'Dalbashada' }).click();
      const form = owner.getByRole('form', { name: 'Sida macaamiishu u dalbadaan' });
      await expect(form).toBeVisible();
      await form.getByRole('checkbox', { name: 'Soo qaado' }).check();
      await form.getByRole('button', { name: 'Kaydi' }).click();
      await expect(form.getByText('Waa la kaydiyay. Macaamiishu hadda way arkaan.')).toBeVisible();

      // A shopper's checkout offers pickup now, with both ways of paying.
      await addFromProductPage(shopper, 'canjeero-with-ghee-and-sugar');
      await expect(cartButton(shopper)).toHaveAccessibleName('Cart, 1 item');
      await shopper.goto('/checkout');
      await expect(shopper.getByRole('radio', { name: /Pickup/ })).toBeVisible();
      await expect(shopper.getByRole('radio', { name: /Bank Transfer/ })).toBeVisible();

      // The owner switches pickup off and takes cash only; every way off is refused before it is saved.
      await form.getByRole('checkbox', { name: 'Soo qaado' }).uncheck();
      await form.getByRole('checkbox', { name: /Ku cun/ }).uncheck();
      await expect(
        form.getByText('Ugu yaraan hal hab daar, haddii kale qofna ma dalban karo.'),
      ).toBeVisible();
      await form.getByRole('button', { name: 'Kaydi' }).click();
      await expect(
        form.getByText(
          'Ugu yaraan hal hab oo dalabka lagu helo daar: keenis, soo qaadasho ama ku cunid goobta.',
        ),
      ).toBeVisible();
      await form.getByRole('checkbox', { name: /Ku cun/ }).check();
      await form.getByRole('checkbox', { name: 'Wareejin bangi' }).uncheck();
      await shot(owner, 'ordering-so-390');
      await fitsThePhone(owner);
      await form.getByRole('button', { name: 'Kaydi' }).click();
      await expect(form.getByText('Waa la kaydiyay. Macaamiishu hadda way arkaan.')).toBeVisible();

      // The shopper's checkout, opened again, offers neither; the order goes through as dine-in, in cash.
      await shopper.goto('/about');
      await shopper.goto('/checkout');
      await expect(shopper.getByRole('radio', { name: /Dine in/ })).toBeVisible();
      await expect(shopper.getByRole('radio', { name: /Pickup/ })).toHaveCount(0);
      await expect(shopper.getByRole('radio', { name: /Cash/ })).toBeChecked();
      await expect(shopper.getByRole('radio', { name: /Bank Transfer/ })).toHaveCount(0);
      await shot(shopper, 'checkout-after-owner-en-390');
      await shopper.getByLabel('Name').fill('Hodan Cali');
      await shopper.getByLabel('Phone number').fill('061 555 0101');
      await shopper.getByRole('button', { name: 'Place order' }).click();
      await orderNumberOn(shopper);
    } finally {
      const restored = await request.put('/api/merchant/store/ordering', {
        headers: auth,
        data: { ...before.data, offered_payment_methods: undefined, currency: undefined },
      });
      expect(restored.ok()).toBe(true);
    }
  });

  test('the owner opens a closed store now, until a time they choose, and a Somali shopper orders', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    // Tinaar Bakery is closed by its switch; today is a closure too, so only "open now" can open it.
    const { staff: demo, auth } = await staffSignIn(request, 'tinaar-bakery');
    const closed = await request.put('/api/merchant/hours', {
      headers: auth,
      data: { hours: [], closures: [{ date: today(), note: 'Tinaarta' }] },
    });
    expect(closed.ok()).toBe(true);
    const owner = await ownerBoard(browser, 'en', demo);
    const shopper = await (await phoneContext(browser, 'so')).newPage();
    try {
      await expect(owner.getByText('Tinaar Bakery is closed')).toBeVisible();
      await owner.getByRole('button', { name: 'Settings' }).click();
      const card = owner.getByRole('form', { name: 'Open now' });
      await expect(card).toBeVisible();
      await card.getByLabel('Open until').fill('23:59');
      await shot(owner, 'open-now-en-390');
      await fitsThePhone(owner);
      await card.getByRole('button', { name: 'Open now' }).click();
      await expect(owner.getByText('Open now until 23:59.')).toBeVisible();
      await expect(owner.getByText('Tinaar Bakery is open')).toBeVisible();
      // Today's special hours show the range, as any other special hours would.
      await owner.getByRole('button', { name: 'Closures' }).click();
      await expect(owner.getByRole('group', { name: new RegExp(today()) }).first()).toBeVisible();

      // A shopper orders at once (in Somali), as soon as possible: nothing asks for a later time.
      await shopper.goto('/products/sliced-white-bread');
      await shopper.getByRole('main').getByRole('button', { name: 'Ku dar dambiisha' }).click();
      await expect(shopper.getByText('Alaabta waa lagu daray dambiisha!')).toBeVisible();
      await shopper.goto('/checkout');
      await expect(shopper.getByRole('button', { name: 'Dir dalabka' })).toBeVisible();
      await shopper.getByLabel('Magaca').fill('Hodan Cali');
      await shopper.getByLabel('Lambarka telefoonka').fill('061 555 0101');
      await shot(shopper, 'checkout-open-now-so-390');
      await shopper.getByRole('button', { name: 'Dir dalabka' }).click();
      await orderNumberOn(shopper);
    } finally {
      await request.put('/api/merchant/hours', { headers: auth, data: { hours: [], closures: [] } });
      await request.post('/api/merchant/store', { headers: auth, data: { is_open: false } });
    }
  });

  test('the owner writes the store’s story in the rich editor: bold shows bold, shoppers see it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { staff: demo, auth } = await staffSignIn(request, 'tinaar-bakery');
    const before = (await (await request.get('/api/merchant/store', { headers: auth })).json()) as {
      data: { about: { en: string; so: string } };
    };
    for (const lang of ['en', 'so'] as const) {
      // Each round starts from the story as seeded: plain text, nothing bold.
      await request.put('/api/merchant/store/profile', { headers: auth, data: { about: before.data.about } });
      const owner = await ownerBoard(browser, lang, demo);
      const words =
        lang === 'en'
          ? { catalog: 'Catalog', store: 'Store page', about: 'About the store (English)', bold: 'Bold' }
          : {
              catalog: 'Alaabta',
              store: 'Bogga dukaanka',
              about: 'Ku saabsan dukaanka (Ingiriisi)',
              bold: 'Madow',
            };
      await owner.getByRole('button', { name: words.catalog }).click();
      await owner.getByRole('button', { name: words.store }).click();
      const editor = owner.getByRole('textbox', { name: words.about });
      // The saved story shows as text, not as tags.
      await expect(editor).toContainText('Bread, muufo and cakes');
      await expect(editor).not.toContainText('<p>');
      await editor.click();
      await owner.keyboard.press('Control+End');
      await owner.keyboard.press('Enter');
      await owner.getByRole('button', { name: words.bold }).first().click();
      await owner.keyboard.type(`Fresh every morning ${lang}`);
      await expect(
        editor.locator('b, strong').filter({ hasText: `Fresh every morning ${lang}` }),
      ).toBeVisible();
      await shot(owner, `about-editor-${lang}-390`);
      await fitsThePhone(owner);
      await owner
        .getByRole('button', { name: lang === 'en' ? 'Save the store page' : 'Kaydi bogga dukaanka' })
        .click();
      const aboutNow = async () =>
        ((await (await request.get('/api/merchant/store', { headers: auth })).json()) as About).data.about.en;
      await expect.poll(aboutNow).toMatch(new RegExp(`<(b|strong)>Fresh every morning ${lang}</(b|strong)>`));
      await owner.context().close();
    }
    const shopper = await (await phoneContext(browser, 'en')).newPage();
    await shopper.goto('/store/about/tinaar%20bakery');
    await expect(
      shopper.locator('.store-about b, .store-about strong').filter({ hasText: 'Fresh every morning so' }),
    ).toBeVisible();
    await request.put('/api/merchant/store/profile', { headers: auth, data: { about: before.data.about } });
  });
});

/** The visible tap targets under `root` smaller than 44 × 44 px (a checkbox's label is what is tapped). */
function smallTargets(page: Page, root: string) {
  return page.evaluate((selector) => {
    const targets = new Set<Element>();
    for (const scope of document.querySelectorAll(selector)) {
      for (const element of scope.querySelectorAll('a[href], button, input:not([type="checkbox"])'))
        if (!element.matches('p a, .leaflet-control-attribution a')) targets.add(element);
      for (const input of scope.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
        targets.add(input.closest('label') ?? input);
    }
    return [...targets]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 43.5 || box.height < 43.5))
      .map(
        ({ element, box }) =>
          `${element.tagName} "${element.textContent?.trim().slice(0, 30)}" ${box.width}×${box.height}`,
      );
  }, root);
}

/** Buttons whose label runs out of them (clipped), or that reach past the phone's edge. */
function clippedButtons(page: Page, root: string) {
  return page.evaluate(
    ({ selector, width }) =>
      [...document.querySelectorAll<HTMLElement>(`${selector} .button`)]
        .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().right > width)
        .map((b) => b.textContent),
    { selector: root, width: PHONE.width },
  );
}

test('the staff board in Somali on a phone: no tab label clipped, stock rows and settings a thumb wide', async ({
  browser,
}) => {
  const demo = staffOf('barwaaqo-supermarket');
  const owner = await ownerBoard(browser, 'so', demo);
  expect(await clippedButtons(owner, '.staff-tabs')).toEqual([]);
  await owner.getByRole('button', { name: 'Kaydka' }).click();
  await expect(owner.locator('.staff-stock').first()).toBeVisible();
  expect(await smallTargets(owner, '.staff-stock-list')).toEqual([]);
  await shot(owner, 'stock-so-390', false);
  await owner.getByRole('button', { name: 'Habaynta' }).click();
  expect(await clippedButtons(owner, '.staff-settings__nav')).toEqual([]);
  await owner.getByRole('button', { name: 'Dalbashada' }).click();
  await expect(owner.getByRole('form', { name: 'Sida macaamiishu u dalbadaan' })).toBeVisible();
  expect(await smallTargets(owner, '.staff-ordering__part')).toEqual([]);
  await fitsThePhone(owner);
});

test('the board’s tabs stay where they are while the store’s line and switch arrive', async ({ browser }) => {
  const demo = staffOf('barwaaqo-supermarket');
  const context = await phoneContext(browser, 'en');
  // The store's answer is held back until the tabs have been seen: on a slow network a thumb reaches for them first.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/api\/stores(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  const page = await staffBoard(context, demo.phone, demo.password);
  const catalog = page.getByRole('button', { name: 'Catalog' });
  const before = await catalog.boundingBox();
  release();
  await expect(page.getByText(/Barwaaqo Supermarket is (open|closed)/)).toBeVisible();
  expect(await catalog.boundingBox()).toEqual(before);
  await context.close();
});
