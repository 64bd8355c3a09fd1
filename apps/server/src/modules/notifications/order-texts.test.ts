/**
 * The shoppers' order texts: every event in both languages fits one GSM-7 text whatever the store's name, and never
 * loses the order number, the link or the courier's phone to the fitting.
 */
import { describe, expect, it } from 'vitest';
import { gsm7Length, isGsm7 } from './gsm7';
import { ORDER_TEXT_EVENTS, orderText, type OrderTextFacts } from './order-texts';

const LINK = 'https://suuq.so/t/7KQ2-M9XD';
const base: OrderTextFacts = { orderNumber: '7KQ2-M9XD', link: LINK, storeName: 'Hodan Market' };
const NAMES = [
  'Hodan Market',
  // The longest a store's name may be, and one with letters outside the SMS alphabet.
  'Maqaaxida iyo Makhaayadda Cuntada Soomaalida ee Xamar Weyne oo Furan Habeen iyo Maalin, Waxaan Keennaa Guryaha oo Dhan!!',
  'Café Ḥalwo ʻAsal Ümmat',
];

describe('order texts', () => {
  for (const lang of ['en', 'so'] as const)
    for (const event of ORDER_TEXT_EVENTS)
      for (const storeName of NAMES)
        for (const courier of [undefined, { name: 'Abdirahman Mohamed Farah', phone: '+252615550123' }])
          it(`${event} in ${lang}, store "${storeName.slice(0, 12)}…"${courier ? ', with a courier' : ''}`, () => {
            const text = orderText(event, { ...base, storeName, courier }, lang);
            expect(isGsm7(text)).toBe(true);
            expect(gsm7Length(text)).toBeLessThanOrEqual(160);
            expect(text).toContain('7KQ2-M9XD');
            if (['placed', 'on_the_way', 'payment_failed', 'receipt_rejected', 'cancelled'].includes(event))
              expect(text).toContain(LINK);
            if (event === 'on_the_way' && courier) expect(text).toContain('+252615550123');
          });

  it('tells how to stop texts in the first one, in its language', () => {
    expect(orderText('placed', base, 'en')).toBe(
      `Suuq: Hodan Market got your order 7KQ2-M9XD. Follow it: ${LINK} Reply STOP for no more texts.`,
    );
    expect(orderText('placed', base, 'so')).toContain('JOOJI');
  });

  it('shortens a long store name, not the rest', () => {
    const text = orderText('placed', { ...base, storeName: NAMES[1]! }, 'so');
    expect(text.startsWith('Suuq: Maqaaxida iyo')).toBe(true);
    expect(text.endsWith('Qor JOOJI haddii aadan fariimo rabin.')).toBe(true);
  });

  it('tells of a rejected bank-transfer receipt with the link that shows why, Somali in Somali words', () => {
    expect(orderText('receipt_rejected', base, 'en')).toBe(
      `Suuq: Hodan Market did not accept the bank transfer receipt for your order 7KQ2-M9XD. See why and send a new one: ${LINK}`,
    );
    expect(orderText('receipt_rejected', base, 'so')).toBe(
      `Suuq: Hodan Market ma aqbalin rasiidka wareejinta bangiga ee dalabkaaga 7KQ2-M9XD. Eeg sababta, soo dir rasiid cusub: ${LINK}`,
    );
  });

  it('says "done" rather than "delivered" for an order collected at the store', () => {
    expect(orderText('delivered', { ...base, collected: true }, 'en')).toBe(
      'Suuq: Your order 7KQ2-M9XD from Hodan Market is done. Thank you!',
    );
  });
});
