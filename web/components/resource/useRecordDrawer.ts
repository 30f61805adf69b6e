import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * The query key naming the record a screen shows. Lark cards, widgets and other screens link to a
 * record as `<screen>?id=`, so the key is part of the product's addresses.
 */
export const RECORD_PARAM = 'id';

/** A record id from URL text: a positive whole number, else undefined. */
export function recordIdOf(text: string | null): number | undefined {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The record named by `?id=` (a page showing one record: full-screen detail, print sheet, editor). */
export function useRecordParam(): number | undefined {
  const [params] = useSearchParams();
  return recordIdOf(params.get(RECORD_PARAM));
}

export interface RecordDrawer {
  /** The record whose drawer is open. */
  id: number | undefined;
  open(id: number): void;
  close(): void;
  /** The form open instead of the drawer: `{}` for 新增, `{ id }` for 编辑; null when none. */
  editing: { id?: number } | null;
  /** Opens the form: empty, or on a record (its drawer closes). */
  edit(id?: number): void;
  /** After a save: the form closes and the saved record opens in the drawer. */
  saved(id: number): void;
  closeForm(): void;
}

/**
 * Which record's drawer (or form) a list has open. The drawer's record is kept as `?id=` in the URL: a link opens the drawer, a reload
 * keeps it, the other query keys (filters, page) stay as they are. Opening and closing replace the
 * history entry, so 后退 leaves the screen as before.
 */
export function useRecordDrawer(): RecordDrawer {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  // react-router changes the address in a transition, which the urgent renders beside it (a list and
  // its counts reloading after a save) keep putting off, under load for seconds. So the drawer follows
  // open/close at once, and the address again from its next change on.
  const [asked, setAsked] = useState<{ id: number | undefined; at: string } | null>(null);
  const pending = asked !== null && asked.at === key;
  useEffect(() => {
    if (asked !== null && !pending) setAsked(null);
  }, [asked, pending]);
  const id = pending ? asked.id : recordIdOf(params.get(RECORD_PARAM));
  const show = useCallback(
    (next: number | undefined) => {
      setAsked({ id: next, at: key });
      setParams(
        (current) => {
          const nextParams = new URLSearchParams(current);
          if (next === undefined) nextParams.delete(RECORD_PARAM);
          else nextParams.set(RECORD_PARAM, String(next));
          return nextParams;
        },
        { replace: true },
      );
    },
    [key, setParams],
  );
  const close = useCallback(() => show(undefined), [show]);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  return {
    id,
    open: show,
    close,
    editing,
    edit: (record) => {
      if (record !== undefined) close();
      setEditing(record === undefined ? {} : { id: record });
    },
    saved: (record) => {
      setEditing(null);
      show(record);
    },
    closeForm: () => setEditing(null),
  };
}
