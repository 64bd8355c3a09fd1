import { useEffect, useRef, useState } from 'react';
import type { FrameListener, LiveStatus } from '../../lib/live-socket';

/**
 * Listens to the trips on offer for each of the captain's vehicle types (`offers.{type_id}`, private: the server
 * lets in captains on duty with a vehicle of that type), with the captain's token. `onFrame` gets every frame of
 * those channels, `subscribed` included (after every reconnect the list is read again: events may have been
 * missed). Answers `open` only once the server said `subscribed` on this connection (a refused subscription never
 * says so): until then, and while the socket is down, the console falls back to reading the list now and then.
 */
export function useOfferLive(typeIds: readonly number[], token: string, onFrame: FrameListener): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('idle');
  const [heard, setHeard] = useState(false);
  const onFrameRef = useRef(onFrame);
  useEffect(() => {
    onFrameRef.current = onFrame;
  }, [onFrame]);
  const key = [...new Set(typeIds)].sort((a, b) => a - b).join(',');

  useEffect(() => {
    if (!key) {
      setStatus('idle');
      return;
    }
    let active = true;
    setHeard(false);
    const stops: (() => void)[] = [];
    const listen: FrameListener = (frame) => {
      if (frame.event === 'subscribed') setHeard(true);
      onFrameRef.current(frame);
    };
    const onStatus = (next: LiveStatus) => {
      if (next !== 'open') setHeard(false);
      setStatus(next);
    };
    import('../../lib/live-socket').then(
      ({ liveSocket }) => {
        if (!active) return;
        const socket = liveSocket();
        setStatus(socket.status());
        stops.push(socket.onStatus(onStatus));
        for (const id of key.split(',')) stops.push(socket.subscribe(`offers.${id}`, listen, { token }));
      },
      (error: unknown) => console.error('Live updates are not available:', error),
    );
    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, [key, token]);

  return status === 'open' && !heard ? 'connecting' : status;
}
