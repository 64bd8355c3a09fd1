/**
 * The routes of delivery by captains: offers, the delivery a captain carries, staff following their store's
 * deliveries and assigning one (from the captains on duty nearest the store), the operator's list (see routes.ts).
 */
import type {
  CourierPositionAnswer,
  Delivery,
  DeliveryOffer,
  DeliveryWatch,
  OrderCourier,
  StoreCourier,
} from './dispatch';
import type { Data } from './routes';

export const availableDeliveriesRoute = 'GET /api/deliveries/available';
export const deliveryRoute = 'GET /api/deliveries/:id';
export const acceptDeliveryRoute = 'POST /api/deliveries/:id/accept';
export const pickedUpDeliveryRoute = 'POST /api/deliveries/:id/pickedup';
export const deliveredDeliveryRoute = 'POST /api/deliveries/:id/delivered';
export const releaseDeliveryRoute = 'POST /api/deliveries/:id/release';
export const activeDeliveryRoute = 'GET /api/deliveries/active';
export const courierPositionRoute = 'POST /api/captain/position';
export const assignCourierRoute = 'POST /api/merchant/orders/:order_number/courier';
export const adminDeliveriesRoute = 'GET /api/admin/deliveries';
export const storeCouriersRoute = 'GET /api/merchant/couriers';
export const storeDeliveriesRoute = 'GET /api/merchant/deliveries';

/** What each route above answers with on success. */
export interface DispatchAnswers {
  [availableDeliveriesRoute]: Data<DeliveryOffer[]>;
  [deliveryRoute]: Data<Delivery>;
  [acceptDeliveryRoute]: Data<Delivery>;
  [pickedUpDeliveryRoute]: Data<Delivery>;
  [deliveredDeliveryRoute]: Data<Delivery>;
  [releaseDeliveryRoute]: Data<Delivery>;
  [activeDeliveryRoute]: Data<Delivery | null>;
  [courierPositionRoute]: Data<CourierPositionAnswer>;
  [assignCourierRoute]: Data<OrderCourier>;
  [adminDeliveriesRoute]: Data<DeliveryWatch[]>;
  [storeCouriersRoute]: Data<StoreCourier[]>;
  [storeDeliveriesRoute]: Data<DeliveryWatch[]>;
}
