/**
 * Where orders placed with no network wait (features/checkout/order-queue.ts). Its own module so that the shell can
 * check for waiting orders without downloading the queue.
 */
export const ORDER_QUEUE_STORAGE_KEY = 'suuq.orderQueue';
