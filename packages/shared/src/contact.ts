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

export { mailtoHref, telHref, whatsappHref } from './contact-links';
