import { CheckoutRoute } from '../app/routes/checkout-route';
import { renderWithRouter } from './render';

/**
 * The checkout page at `/checkout` as the app composes it, with the cart and the account plugged in. The checkout's
 * own tests render it through here: a feature does not import `app/`, and checkout alone is no page without them.
 */
export function renderCheckoutRoute() {
  return renderWithRouter(<CheckoutRoute />, { path: '/checkout' });
}
