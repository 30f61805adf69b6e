import { useCallback, useMemo } from 'react';
import { columnSettingsStore, type SavedColumns } from './columnSettingsStore';

/** The least a column needs to take part in the chooser. */
export interface ChoosableColumn {
  key: string;
  title: string;
  /** Always shown and not offered in the chooser (e.g. the actions column); stays after the others. */
  pinned?: boolean;
  /** Hidden until the user turns it on. */
  defaultHidden?: boolean;
}

export interface ColumnChoice {
  key: string;
  title: string;
  visible: boolean;
}

export interface ColumnSettings<C extends ChoosableColumn> {
  /** The columns to render: chosen ones in the chosen order, then the pinned ones. */
  visibleColumns: C[];
  /** Every choosable column in the chosen order, with its visibility (for the chooser). */
  choices: ColumnChoice[];
  setVisible(key: string, visible: boolean): void;
  /** Moves a column one place up (-1) or down (+1) among the choosable ones. */
  move(key: string, offset: -1 | 1): void;
  /** Back to the code's order and defaults (forgets the saved choice). */
  reset(): void;
}

const defaults = (columns: ChoosableColumn[]): SavedColumns => ({
  order: columns.filter((c) => !c.pinned).map((c) => c.key),
  hidden: columns.filter((c) => !c.pinned && c.defaultHidden).map((c) => c.key),
});

/**
 * Reconciles a saved choice with today's columns: unknown keys are dropped, columns added since
 * the choice was saved come in after the column that precedes them in the code (with their default
 * visibility).
 */
export function mergeSaved(columns: ChoosableColumn[], saved: SavedColumns | undefined): SavedColumns {
  const base = defaults(columns);
  if (!saved) return base;
  const known = new Set(base.order);
  const order = saved.order.filter((k, i, all) => known.has(k) && all.indexOf(k) === i);
  const savedKeys = new Set(order);
  base.order.forEach((key, i) => {
    if (savedKeys.has(key)) return;
    const before = base.order[i - 1];
    const at = before === undefined ? 0 : order.indexOf(before) + 1;
    order.splice(at, 0, key);
    savedKeys.add(key);
  });
  const newKeys = base.order.filter((k) => !saved.order.includes(k));
  const hidden = [
    ...saved.hidden.filter((k) => known.has(k)),
    ...newKeys.filter((k) => base.hidden.includes(k)),
  ];
  return { order, hidden: [...new Set(hidden)] };
}

/**
 * Column visibility and order of one table, remembered per `key` for the signed-in user (on the
 * server, through `columnSettingsStore`). Renders the defaults until the saved choice arrives.
 */
export function useColumnSettings<C extends ChoosableColumn>(key: string, columns: C[]): ColumnSettings<C> {
  const saved = columnSettingsStore.useSaved(key);
  const current = useMemo(() => mergeSaved(columns, saved), [columns, saved]);

  const update = useCallback(
    (next: SavedColumns | undefined) => {
      if (next) columnSettingsStore.save(key, next);
      else columnSettingsStore.clear(key);
    },
    [key],
  );

  const visibleColumns = useMemo(() => {
    const byKey = new Map(columns.map((c) => [c.key, c] as const));
    const hidden = new Set(current.hidden);
    const chosen = current.order.filter((k) => !hidden.has(k)).map((k) => byKey.get(k)!);
    return [...chosen, ...columns.filter((c) => c.pinned)];
  }, [columns, current]);

  const choices = useMemo(() => {
    const titles = new Map(columns.map((c) => [c.key, c.title] as const));
    return current.order.map((k) => ({ key: k, title: titles.get(k) ?? k, visible: !current.hidden.includes(k) }));
  }, [columns, current]);

  const setVisible = useCallback(
    (column: string, visible: boolean) => {
      const hidden = current.hidden.filter((k) => k !== column);
      // Keep at least one column: hiding the last visible one is ignored.
      if (!visible && current.order.filter((k) => !hidden.includes(k)).length <= 1) return;
      update({ order: current.order, hidden: visible ? hidden : [...hidden, column] });
    },
    [current, update],
  );

  const move = useCallback(
    (column: string, offset: -1 | 1) => {
      const from = current.order.indexOf(column);
      const to = from + offset;
      if (from < 0 || to < 0 || to >= current.order.length) return;
      const order = [...current.order];
      [order[from], order[to]] = [order[to]!, order[from]!];
      update({ order, hidden: current.hidden });
    },
    [current, update],
  );

  const reset = useCallback(() => update(undefined), [update]);

  return { visibleColumns, choices, setVisible, move, reset };
}
