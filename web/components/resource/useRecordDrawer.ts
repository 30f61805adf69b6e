import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

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
  const id = useRecordParam();
  const [, setParams] = useSearchParams();
  const show = useCallback(
    (next: number | undefined) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === undefined) params.delete(RECORD_PARAM);
          else params.set(RECORD_PARAM, String(next));
          return params;
        },
        { replace: true },
      ),
    [setParams],
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
