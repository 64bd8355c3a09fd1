import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref, whatsappHref } from './contact';

describe('contact links', () => {
  it('turn numbers as people write them into links a phone opens', () => {
    expect(telHref('+252 61 555 0100')).toBe('tel:+252615550100');
    expect(telHref('061 555-0100')).toBe('tel:0615550100');
    expect(whatsappHref('+252 77 555 0100')).toBe('https://wa.me/252775550100');
    expect(mailtoHref(' support@suuq.so ')).toBe('mailto:support@suuq.so');
  });
});
