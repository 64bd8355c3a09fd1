/** What `GET /api/config` answers: what the web app needs to know at run time. */
import { z } from 'zod';
import { contactDetails } from './contact';
import { PAYMENT_METHODS } from './labels';

export const appConfig = z
  .object({
    /** The port of the live socket server. */
    ws_port: z.number(),
    app_key: z.string(),
    /** A Leaflet tile template, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
    map_tile_url: z.string(),
    /** The payment methods this server can take now (PayPal only when it is configured). */
    payment_methods: z.array(z.enum(PAYMENT_METHODS)),
    /** Suuq's support phone, WhatsApp and email: the footer and the contact page show these, and only these. */
    contact: contactDetails,
    /** The server's VAPID public key (base64url): what a browser subscribes to web pushes with. */
    push_public_key: z.string(),
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.infer<typeof appConfig>;
