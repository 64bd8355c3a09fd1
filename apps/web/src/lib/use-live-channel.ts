import { useEffect, useRef, useState } from 'react';
import type { FrameListener, LiveStatus } from './live-socket';

/**
 * Listens to one live channel while `channel` is set, with `token` in the subscribe frame when the channel is
 * private (the server checks it, so each new token subscribes again). The socket's code loads on first use.
 * `onFrame` gets every frame of the channel, `subscribed` included (sent after every reconnect: a page re-reads
 * what it shows then, since it may have missed events). Answers the socket's status, for a reconnect banner.
 */
export function useLiveChannel(
  channel: string | undefined,
  token: string | undefined,
  onFrame: FrameListener,
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('idle');
  const onFrameRef = useRef(onFrame);
  useEffect(() => {
    onFrameRef.current = onFrame;
  }, [onFrame]);

  useEffect(() => {
    if (channel === undefined) {
      setStatus('idle');
      return;
    }
    let active = true;
    let stop: (() => void) | undefined;
    import('./live-socket').then(
      ({ liveSocket }) => {
        if (!active) return;
        const socket = liveSocket();
        setStatus(socket.status());
        const stopStatus = socket.onStatus(setStatus);
        const unsubscribe = socket.subscribe(channel, (frame) => onFrameRef.current(frame), {
          ...(token ? { token } : {}),
        });
        stop = () => {
          stopStatus();
          unsubscribe();
        };
      },
      (error: unknown) => console.error('Live updates are not available:', error),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [channel, token]);

  return status;
}
