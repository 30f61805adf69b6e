import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §5/§9: a button stays disabled for 1 s after a click. */
export const CLICK_LOCK_MS = 1000;

type Handler<A extends unknown[]> = ((...args: A) => void) | undefined;

/** `run(fn, ...args)` calls fn unless locked, then locks for `ms`. */
export function useClickLock(ms: number = CLICK_LOCK_MS) {
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const run = useCallback(
    <A extends unknown[]>(fn: Handler<A>, ...args: A) => {
      // The ref blocks a second click at once; the visible `disabled` follows one tick later so the
      // click's own default action (e.g. submitting its form) is not cancelled by it.
      if (lockedRef.current) return;
      lockedRef.current = true;
      timers.current = [
        setTimeout(() => setLocked(true), 0),
        setTimeout(() => {
          lockedRef.current = false;
          setLocked(false);
        }, ms),
      ];
      fn?.(...args);
    },
    [ms],
  );
  return { locked, run };
}
