/**
 * Where a table's column choices are kept. For now this browser's localStorage, per table key;
 * a later issue moves it to GET/PUT /api/base/baseFieldsConfig/{key} behind the same two calls.
 */

/** What is saved per table: the chosen order and the hidden column keys. */
export interface SavedColumns {
  order: string[];
  hidden: string[];
}

const PREFIX = 'crossdock:columns:';

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export const columnSettingsStore = {
  load(key: string): SavedColumns | undefined {
    try {
      const raw = window.localStorage.getItem(PREFIX + key);
      if (!raw) return undefined;
      const parsed: unknown = JSON.parse(raw);
      const { order, hidden } = (parsed ?? {}) as Partial<SavedColumns>;
      return isStringArray(order) && isStringArray(hidden) ? { order, hidden } : undefined;
    } catch {
      return undefined; // unreadable or blocked storage: defaults
    }
  },
  save(key: string, saved: SavedColumns): void {
    try {
      window.localStorage.setItem(PREFIX + key, JSON.stringify(saved));
    } catch {
      // storage full or blocked: the choice lasts for this page only
    }
  },
  clear(key: string): void {
    try {
      window.localStorage.removeItem(PREFIX + key);
    } catch {
      // nothing to clear
    }
  },
};
