import { describe, expect, it } from 'vitest';
import { MESSAGES, ORDER_STATUS_LABELS, isLanguage, isMessageKey, message, registerMessages } from './labels';
import { SERVER_MESSAGES } from './server-messages';

describe('labels', () => {
  it('keeps the spec words exactly', () => {
    expect(message('minimumOrder')).toBe('Select minimum order amount to proceed!');
    expect(message('quantityNotAvailable', 'en', { n: 4 })).toBe('Quantity not available. Maximum stock: 4');
    expect(ORDER_STATUS_LABELS.on_the_way.en).toBe('On The Way');
  });

  it('has a distinct Somali text for every message', () => {
    for (const [key, texts] of Object.entries({ ...MESSAGES, ...SERVER_MESSAGES })) {
      expect(texts.so.trim(), key).not.toBe('');
      expect(texts.so, key).not.toBe(texts.en);
    }
  });

  it('fills placeholders in Somali too and leaves unknown ones visible', () => {
    expect(message('quantityNotAvailable', 'so', { n: 2 })).toContain(': 2');
    expect(message('quantityNotAvailable', 'en')).toContain('{n}');
  });

  it('recognises only en and so', () => {
    expect(isLanguage('so')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });

  it('knows the messages only the server says once they are registered, and no two tables share a key', () => {
    expect(isMessageKey('phoneTaken')).toBe(false);
    registerMessages(SERVER_MESSAGES);
    expect(isMessageKey('phoneTaken')).toBe(true);
    expect(message('phoneTaken', 'en')).toBe(SERVER_MESSAGES.phoneTaken.en);
    expect(Object.keys(SERVER_MESSAGES).filter((key) => key in MESSAGES)).toEqual([]);
  });
});
