import { useState } from 'react';
import { pushSupported, subscribeToPush } from '../../lib/web-push';
import { useLanguage } from '../../lib/use-translation';
import { unlockSound } from './beep';
import { useStaffMessages } from './messages';
import type { OrdersBoard } from './use-orders-board';
import { useWakeLock } from './use-wake-lock';

const PUSH_STORAGE_KEY = 'suuq.staff.push';

/**
 * Above the board: "Quiet" while a new order rings, a notice with "Turn on sound" while the browser keeps sound
 * off, and "Notify me of new orders on this phone" until this phone is subscribed. Keeps the screen on while the
 * board's sound is on.
 */
export function RingBar({
  ring,
  soundOn,
  token,
}: {
  ring: OrdersBoard['ring'];
  soundOn: boolean;
  token: string;
}) {
  const t = useStaffMessages();
  const lang = useLanguage();
  useWakeLock(soundOn);
  const [push, setPush] = useState<'off' | 'asking' | 'on' | 'denied' | 'failed'>(() => {
    try {
      return localStorage.getItem(PUSH_STORAGE_KEY) === 'on' ? 'on' : 'off';
    } catch {
      return 'off';
    }
  });
  const askPush = () => {
    setPush('asking');
    subscribeToPush({ headers: { authorization: `Bearer ${token}` }, language: lang }).then(
      (answer) => {
        const next = answer === 'granted' ? 'on' : 'denied';
        setPush(next);
        try {
          if (next === 'on') localStorage.setItem(PUSH_STORAGE_KEY, 'on');
        } catch {
          // Remembered for this visit only.
        }
      },
      () => setPush('failed'),
    );
  };

  return (
    <div className="staff-ring">
      {ring.blocked ? (
        <div className="staff-alert" role="alert">
          <p>{t('soundBlocked')}</p>
          <button type="button" className="button button--primary" onClick={unlockSound}>
            {t('turnOnSound')}
          </button>
        </div>
      ) : null}
      {ring.ringing ? (
        <button type="button" className="button" onClick={ring.quiet}>
          {t('quietRinging')}
        </button>
      ) : null}
      {pushSupported() && push !== 'on' ? (
        <button type="button" className="button" disabled={push === 'asking'} onClick={askPush}>
          {t('notifyNewOrders')}
        </button>
      ) : null}
      {push === 'denied' ? <p role="status">{t('notifyDenied')}</p> : null}
      {push === 'failed' ? <p role="status">{t('notifyFailed')}</p> : null}
    </div>
  );
}
