import { useEffect, useRef } from 'react';

export interface KeyCombo {
  key: string;
  ctrl?: boolean;
  shift?: boolean;
  alt?: boolean;
}

export const matchesCombo = (event: KeyboardEvent, combo: KeyCombo): boolean =>
  event.key.toLowerCase() === combo.key.toLowerCase() &&
  event.ctrlKey === Boolean(combo.ctrl) &&
  event.shiftKey === Boolean(combo.shift) &&
  event.altKey === Boolean(combo.alt);

/** Calls `handler` when the key combination is pressed anywhere in the page. */
export function useShortcut(combo: KeyCombo, handler: () => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  const { key, ctrl, shift, alt } = combo;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!matchesCombo(event, { key, ctrl, shift, alt })) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [key, ctrl, shift, alt]);
}
