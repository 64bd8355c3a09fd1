/// <reference lib="webworker" />
/**
 * Web push in the service worker: a push shows a notification with the title, text and link the server wrote (in
 * the language the browser subscribed in); a tap focuses a tab of the app already open at that link, or opens one.
 */
declare const self: ServiceWorkerGlobalScope;

export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The notice a push carries; anything unreadable shows a plain one that opens the app. */
export function noticeFrom(data: { json(): unknown } | null): PushNotice {
  let value: Partial<Record<keyof PushNotice, unknown>> = {};
  try {
    value = (data?.json() ?? {}) as typeof value;
  } catch {
    // Not JSON: the plain notice.
  }
  const text = (field: unknown, fallback: string) => (typeof field === 'string' && field ? field : fallback);
  const url = text(value.url, '/');
  return {
    title: text(value.title, 'Suuq'),
    body: text(value.body, ''),
    // Only a path of this app: a push never opens another site.
    url: url.startsWith('/') && !url.startsWith('//') ? url : '/',
    tag: text(value.tag, 'suuq'),
  };
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    const notice = noticeFrom(event.data);
    event.waitUntil(
      self.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        icon: '/icons/icon-192.png',
        data: { url: notice.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL(
      (event.notification.data as { url?: string } | null)?.url ?? '/',
      self.location.origin,
    );
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((client) => new URL(client.url).pathname === url.pathname);
        if (open) return void (await open.focus());
        await self.clients.openWindow(url.href);
      }),
    );
  });
}
