/** The access matrix's table: who may call each route of the app, and the app's routes read from its router. */
import type { Role } from '@suuq/shared/accounts';
import type { App } from './app';

/** Who may call a route: anyone; anyone, with a token optional (it changes what is shown); or these roles. */
export type Rule = 'public' | 'optional' | 'signed-in' | Role[];

const STAFF: Role[] = ['staff'];
const CAPTAIN: Role[] = ['captain'];
const CUSTOMER: Role[] = ['customer'];
const RIDERS: Role[] = ['customer', 'captain'];
const ADMIN: Role[] = ['admin'];

/** Every route of the app, by method and path as the router knows it (HEAD follows GET). */
export const RULES: Record<string, Rule> = {
  // System, documentation, the web app and images.
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  // Prometheus text, behind its own bearer token (METRICS_TOKEN), not a user's.
  'GET /metrics': 'public',
  'GET /api/config': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/*': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET *': 'public',
  'GET /images/w:width/:folder/:name': 'public',
  // The short link in the shoppers' texts: to the order's tracking page.
  'GET /t/:number': 'public',
  // Random, unguessable names; served to anyone who has the link, like any picture on the page.
  'GET /images/avatars/:name': 'public',
  'GET /images/vehicles/:name': 'public',
  'GET /images/catalog-photos/:name': 'public',
  // Catalog and pages.
  'GET /api/industries': 'public',
  'POST /api/stores': 'public',
  'POST /api/stores/products': 'public',
  'GET /api/stores/:slug': 'public',
  'GET /api/store-details': 'public',
  'GET /api/search': 'public',
  'GET /api/products/:slug': 'public',
  'GET /api/page/:slug': 'public',
  'GET /api/geocode/reverse': 'public',
  'GET /api/vehicalTypes': 'public',
  'POST /api/booking/estimate': 'public',
  // Signing up and in.
  'POST /api/register': 'public',
  'POST /api/oauth/token': 'public',
  // Rate limited per phone number and per client address; the same answer whether or not the phone has an account.
  'POST /api/password/forgot': 'public',
  'POST /api/password/reset': 'public',
  // Ordering: anyone may order and track by number; contact and address only for the buyer and the store.
  'GET /v1/api/delivery': 'public',
  'POST /v1/api/stores/:id/verifyquantity': 'public',
  'POST /v1/api/stores/:id/placeOrder': 'optional',
  'GET /v1/api/orders/:order_number': 'optional',
  // Receipts: the owner (anyone with a guest order's number) sends one; only the owner and its staff read it.
  'POST /v1/api/orders/:order_number/receipt': 'optional',
  'GET /v1/api/orders/:order_number/receipt': 'optional',
  'POST /v1/api/orders/:order_number/paypal': 'public',
  'POST /v1/api/orders/:order_number/paypal/capture': 'public',
  // Mobile money's retry: the order's owner, or anyone holding the number of a guest order.
  'POST /v1/api/orders/:order_number/pay': 'optional',
  // The caller's own account.
  'GET /api/user/get': 'signed-in',
  'POST /api/user/update': 'signed-in',
  'POST /api/user/password': 'signed-in',
  'GET /api/user/status': 'signed-in',
  'GET /api/user/active': 'signed-in',
  'GET /api/user/pendingamount': 'signed-in',
  'POST /api/user/unlock': 'signed-in',
  'GET /api/user/orders': 'signed-in',
  'GET /api/user/containers': 'signed-in',
  'GET /api/address/getall': 'signed-in',
  'GET /api/address/recent': 'signed-in',
  'GET /api/address/get': 'signed-in',
  'POST /api/address/save': 'signed-in',
  'POST /api/address/delete': 'signed-in',
  'GET /api/wishlist': 'signed-in',
  'POST /api/wishlist': 'signed-in',
  'POST /api/wishlist/merge': 'signed-in',
  'DELETE /api/wishlist/:product_id': 'signed-in',
  // Store staff.
  'GET /api/merchant/orders': STAFF,
  'POST /api/merchant/orders/:order_number/status': STAFF,
  'POST /api/merchant/orders/:order_number/payment': STAFF,
  'POST /api/merchant/orders/:order_number/containers': STAFF,
  'POST /api/merchant/orders/:order_number/refund': STAFF,
  'POST /api/merchant/orders/:order_number/items/:line_id/remove': STAFF,
  'POST /api/merchant/orders/:order_number/items/:line_id/replace': STAFF,
  'POST /api/merchant/products/:id/stock': STAFF,
  'POST /api/merchant/store': STAFF,
  'GET /api/merchant/zones': STAFF,
  'PUT /api/merchant/zones': STAFF,
  'GET /api/merchant/prep': STAFF,
  'PUT /api/merchant/prep': STAFF,
  'GET /api/merchant/hours': STAFF,
  'PUT /api/merchant/hours': STAFF,
  'POST /api/merchant/hours/open-now': STAFF,
  'GET /api/merchant/store/ordering': STAFF,
  'PUT /api/merchant/store/ordering': STAFF,
  'GET /api/merchant/slots': STAFF,
  'PUT /api/merchant/slots': STAFF,
  // The store owners' catalog: categories, products, photos and the store's face.
  'GET /api/merchant/categories': STAFF,
  'POST /api/merchant/categories': STAFF,
  'PUT /api/merchant/categories/order': STAFF,
  'PUT /api/merchant/categories/:id': STAFF,
  'DELETE /api/merchant/categories/:id': STAFF,
  'POST /api/merchant/categories/:id/image': STAFF,
  'GET /api/merchant/products': STAFF,
  'GET /api/merchant/products/:id': STAFF,
  'POST /api/merchant/products': STAFF,
  'PUT /api/merchant/products/:id': STAFF,
  'DELETE /api/merchant/products/:id': STAFF,
  'POST /api/merchant/products/:id/image': STAFF,
  'POST /api/merchant/products/:id/variants/:variant_id/image': STAFF,
  'GET /api/merchant/store': STAFF,
  'PUT /api/merchant/store/profile': STAFF,
  'POST /api/merchant/store/logo': STAFF,
  'POST /api/merchant/store/cover': STAFF,
  'GET /v1/api/stores/:id/slots': 'public',
  // The store's owner (other staff answer 403 from the service).
  'GET /api/merchant/staff': STAFF,
  'POST /api/merchant/staff': STAFF,
  'DELETE /api/merchant/staff/:user_id': STAFF,
  // Running the platform: shops apply, the operator decides; people taken on sign in with a one-time code.
  'POST /api/store-applications': 'public',
  'POST /api/oauth/sign-in-code': 'public',
  'GET /api/admin/store-applications': ADMIN,
  'POST /api/admin/store-applications/:id/approve': ADMIN,
  'POST /api/admin/store-applications/:id/reject': ADMIN,
  'GET /api/admin/stores': ADMIN,
  'POST /api/admin/stores': ADMIN,
  'PUT /api/admin/stores/:id': ADMIN,
  'POST /api/admin/stores/:id/status': ADMIN,
  // Captains apply to drive; the operator approves or suspends them.
  'POST /api/captain-applications': 'public',
  'GET /api/admin/captains': ADMIN,
  'POST /api/admin/captains/:id/status': ADMIN,
  'GET /api/admin/audit': ADMIN,
  'GET /api/admin/statements': ADMIN,
  'POST /api/admin/payouts': ADMIN,
  'GET /api/admin/captains/:id/statement': ADMIN,
  'POST /api/admin/captains/:id/hand-ins': ADMIN,
  // The store's owner (other staff answer 403 from the service).
  'GET /api/merchant/statement': STAFF,
  // Any of the store's staff, their own store's figures.
  'GET /api/merchant/reports/sales': STAFF,
  'GET /api/admin/stores/:id/staff': ADMIN,
  'POST /api/admin/stores/:id/staff': ADMIN,
  'DELETE /api/admin/stores/:id/staff/:user_id': ADMIN,
  // Notifications: the gateway delivers shoppers' replies with its own token (401 without it); the log of texts.
  'POST /api/sms/inbound': 'public',
  'GET /api/merchant/notifications': STAFF,
  'GET /api/admin/notifications': ADMIN,
  // Web push: staff and captains signed in, or anyone with an order's view key for that order (checked inside);
  // the endpoint a browser was given is its own proof when it unsubscribes.
  'POST /api/push/subscriptions': 'optional',
  'DELETE /api/push/subscriptions': 'public',
  // Captains, and their customers.
  'GET /api/vehical/getall': CAPTAIN,
  'POST /api/user/active': CAPTAIN,
  'GET /api/captain/duty': CAPTAIN,
  'POST /api/vehical/save': CAPTAIN,
  'POST /api/vehical/delete': CAPTAIN,
  'GET /api/wallet/get': CAPTAIN,
  'POST /api/wallet/cashout': CAPTAIN,
  'GET /api/booking/available': CAPTAIN,
  'POST /api/booking/tripreservations': CAPTAIN,
  'POST /api/booking/captainarrived': CAPTAIN,
  'POST /api/booking/pickupcomplete': CAPTAIN,
  'POST /api/booking/savepath': CAPTAIN,
  'POST /api/booking/rideupdate': CAPTAIN,
  'POST /api/booking/endride': CAPTAIN,
  'POST /api/booking/search': CUSTOMER,
  'POST /api/booking/customerrating': CUSTOMER,
  'POST /api/booking/cancelreservation': RIDERS,
  'GET /api/booking/active': RIDERS,
  'GET /api/booking/endtrip': RIDERS,
  'GET /api/trips': RIDERS,
  // Delivery by captains: the captain's offers and steps, staff assigning by hand, the operator's watch.
  'GET /api/deliveries/available': CAPTAIN,
  'GET /api/deliveries/active': CAPTAIN,
  'GET /api/deliveries/:id': CAPTAIN,
  'POST /api/deliveries/:id/accept': CAPTAIN,
  'POST /api/deliveries/:id/pickedup': CAPTAIN,
  'POST /api/deliveries/:id/delivered': CAPTAIN,
  'POST /api/deliveries/:id/release': CAPTAIN,
  'POST /api/captain/position': CAPTAIN,
  'POST /api/merchant/orders/:order_number/courier': STAFF,
  'GET /api/merchant/couriers': STAFF,
  'GET /api/merchant/deliveries': STAFF,
  'GET /api/admin/deliveries': ADMIN,
};

/** The app's routes from its router (`printRoutes` prints a tree; each line adds its part to its parent's path). */
export function routeTable(app: App): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const full = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = full;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.push(`${method} ${full}`);
    }
  }
  return [...new Set(routes)].sort();
}
