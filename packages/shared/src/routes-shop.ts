/** The shopper's routes: the catalog, pages, delivery, placing, tracking and paying for an order (see routes.ts). */
import type { AppConfig } from './config';
import type { Category, Industry, Page, Product, Store, StoreDetail } from './catalog';
import type { Slot } from './hours';
import type { DeliveryOption, Order } from './orders';
import type { Data, Paged } from './routes';
import type { SmsInboundResult } from './notification-log';

export const healthRoute = 'GET /api/health';
export const configRoute = 'GET /api/config';
/** Whether this process should get traffic: its database and live bus answer, its migrations ran, it is not stopping. */
export const readyRoute = 'GET /api/ready';
export const industriesRoute = 'GET /api/industries';
export const storesRoute = 'POST /api/stores';
export const storeRoute = 'GET /api/stores/:slug';
export const storeDetailsRoute = 'GET /api/store-details';
export const storeProductsRoute = 'POST /api/stores/products';
export const searchRoute = 'GET /api/search';
export const productRoute = 'GET /api/products/:slug';
export const pageRoute = 'GET /api/page/:slug';
export const deliveryRoute = 'GET /v1/api/delivery';
export const storeSlotsRoute = 'GET /v1/api/stores/:id/slots';
export const verifyQuantityRoute = 'POST /v1/api/stores/:id/verifyquantity';
export const placeOrderRoute = 'POST /v1/api/stores/:id/placeOrder';
export const orderRoute = 'GET /v1/api/orders/:order_number';
export const paypalCaptureRoute = 'POST /v1/api/orders/:order_number/paypal/capture';
export const paypalRoute = 'POST /v1/api/orders/:order_number/paypal';
export const payOrderRoute = 'POST /v1/api/orders/:order_number/pay';
export const uploadReceiptRoute = 'POST /v1/api/orders/:order_number/receipt';
export const receiptRoute = 'GET /v1/api/orders/:order_number/receipt';
export const smsInboundRoute = 'POST /api/sms/inbound';

/** What each route above answers with on success. */
export interface ShopAnswers {
  [healthRoute]: { status: 'ok'; database: 'postgres' | 'pglite' };
  [configRoute]: Data<AppConfig>;
  [readyRoute]: {
    status: 'ready' | 'not_ready';
    checks: { database: boolean; live_bus: boolean; migrations: boolean; accepting: boolean };
  };
  [industriesRoute]: Data<Industry[]>;
  [storesRoute]: Data<Store[]>;
  [storeRoute]: Data<StoreDetail>;
  [storeDetailsRoute]: Data<StoreDetail[]>;
  [storeProductsRoute]: Paged<{ categories: Category[]; products: Product[] }>;
  [searchRoute]: Data<{ stores: Store[]; products: Product[] }>;
  [productRoute]: Data<Product>;
  [pageRoute]: Data<Page>;
  [deliveryRoute]: Data<DeliveryOption[]>;
  [storeSlotsRoute]: Data<Slot[]>;
  [verifyQuantityRoute]: Data<{ available: true }>;
  [placeOrderRoute]: Data<Order>;
  [orderRoute]: Data<Order>;
  [paypalCaptureRoute]: Data<Order>;
  [paypalRoute]: Data<Order>;
  [payOrderRoute]: Data<Order>;
  [uploadReceiptRoute]: Data<Order>;
  [receiptRoute]: Blob;
  [smsInboundRoute]: Data<SmsInboundResult>;
}
