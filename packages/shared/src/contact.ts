/**
 * Suuq's own contact details, one source of truth: set in the server's configuration, served by `/api/config`
 * and written into the contact page, and shown by the footer. These helpers turn them into links a phone opens.
 */
import { z } from 'zod';

export const contactDetails = z
  .object({
    /** The support line, as people write it: "+252 61 555 0100". */
    phone: z.string(),
    /** The WhatsApp number, as people write it. */
    whatsapp: z.string(),
    email: z.string(),
  })
  .meta({ id: 'ContactDetails' });
export type ContactDetails = z.infer<typeof contactDetails>;

/** "+252 61 555 0100" → "tel:+252615550100": the dialler takes digits and a leading plus only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** "+252 77 555 0100" → "https://wa.me/252775550100": WhatsApp's chat link wants the number without a plus. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
