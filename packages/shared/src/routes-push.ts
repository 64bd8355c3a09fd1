/** Web push's routes: a browser subscribes to pushes (staff, captains, or a shopper for one order) and stops them. */
import type { PushSubscriptionSaved, PushUnsubscribed } from './push';
import type { Data } from './routes';

export const pushSubscribeRoute = 'POST /api/push/subscriptions';
export const pushUnsubscribeRoute = 'DELETE /api/push/subscriptions';

export interface PushAnswers {
  [pushSubscribeRoute]: Data<PushSubscriptionSaved>;
  [pushUnsubscribeRoute]: Data<PushUnsubscribed>;
}
