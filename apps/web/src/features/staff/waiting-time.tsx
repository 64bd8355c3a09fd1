import { useEffect, useState } from 'react';
import { useStaffMessages } from './messages';

/** How often the waiting time is written again: it shows minutes. */
const TICK_MS = 30_000;

/** How long an order has waited since it was placed ("12 min", "1 h 5 min"), kept current while it shows. */
export function WaitingTime({ since }: { since: string }) {
  const t = useStaffMessages();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const time =
    minutes < 60
      ? t('minutes', { n: minutes })
      : t('hoursMinutes', { h: Math.floor(minutes / 60), m: minutes % 60 });
  return (
    <span className="staff-order__waiting" data-long={minutes >= 20 || undefined}>
      {t('waiting', { time })}
    </span>
  );
}
