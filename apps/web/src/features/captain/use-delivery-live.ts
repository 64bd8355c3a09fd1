import { useEffect, useRef, useState } from 'react';
import type { LiveStatus } from '../../lib/live-socket';

/**
 * Listens to the captain's own channel (`captain.{id}`, private: that captain only), where deliveries offered near
 * them, taken by another captain, assigned to them or taken back are told. `onChange` runs on each of those and
 * after every (re)subscription, since events may have been missed while the socket was down. Answers `open` only
 * once the server said `subscribed`; until then the board reads its lists now and then.
 */
export function useDeliveryLive(captainId: number, token: string, onChange: () => void): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('idle');
  const [heard, setHeard] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let active = true;
    const stops: (() => void)[] = [];
    import('../../lib/live-socket').then(
      ({ liveSocket }) => {
        if (!active) return;
        const socket = liveSocket();
        setStatus(socket.status());
        stops.push(
          socket.onStatus((next) => {
            if (next !== 'open') setHeard(false);
            setStatus(next);
          }),
        );
        stops.push(
          socket.subscribe(
            `captain.${captainId}`,
            (frame) => {
              if (frame.event === 'subscribed') setHeard(true);
              if (frame.event === 'subscribed' || frame.event.startsWith('delivery.')) onChangeRef.current();
            },
            { token },
          ),
        );
      },
      (error: unknown) => console.error('Live updates are not available:', error),
    );
    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, [captainId, token]);

  return status === 'open' && !heard ? 'connecting' : status;
}
