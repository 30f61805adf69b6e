/**
 * Where a table's column choices are kept: the signed-in user's settings on the server
 * (GET/PUT /api/base/baseFieldsConfig/{key}), read through SWR so every table with the same key
 * shares one copy. Tables render with their defaults at once and take the saved choice when it
 * arrives; a change shows at once and is saved in the background (rolled back if the save fails).
 */
import { useMemo } from 'react';
import useSWR, { mutate } from 'swr';
import { fillPath } from '@shared/api/contract';
import { getFieldsConfig, saveFieldsConfig, type FieldSetting } from '@shared/api/fieldsConfig';
import { call } from '../../lib/api';
import { getToken } from '../../lib/cookies';

/** What is saved per table: the chosen order and the hidden column keys. */
export interface SavedColumns {
  order: string[];
  hidden: string[];
}

type Fields = FieldSetting[] | null;

/** The same cache key useApi gives the GET, so a save updates every table showing this key. */
const cacheKey = (key: string) => [getFieldsConfig.method, fillPath(getFieldsConfig.path, { key }), null];

export const toFieldSettings = (saved: SavedColumns): FieldSetting[] =>
  saved.order.map((key) => ({ key, visible: !saved.hidden.includes(key) }));

export const fromFieldSettings = (fields: Fields | undefined): SavedColumns | undefined =>
  fields?.length ? { order: fields.map((f) => f.key), hidden: fields.filter((f) => !f.visible).map((f) => f.key) } : undefined;

/** The latest choice known in this page per key (loaded or saved), for reads outside React. */
const known = new Map<string, SavedColumns | undefined>();

function store(key: string, fields: FieldSetting[]): Promise<unknown> {
  known.set(key, fromFieldSettings(fields));
  const saving = getToken()
    ? call(saveFieldsConfig, { params: { key }, body: fields }).then(() => (fields.length ? fields : null))
    : Promise.resolve(fields.length ? fields : null); // nobody signed in: this page only
  return mutate(cacheKey(key), saving, {
    optimisticData: fields.length ? fields : null,
    rollbackOnError: true,
    populateCache: true,
    revalidate: false,
  }).catch(() => undefined); // the client already showed why; the choice is rolled back
}

export const columnSettingsStore = {
  /** The saved choice as far as this page knows it now; undefined for defaults or not loaded yet. */
  load(key: string): SavedColumns | undefined {
    return known.get(key);
  },
  save(key: string, saved: SavedColumns): void {
    void store(key, toFieldSettings(saved));
  },
  /** Back to the defaults (the server forgets the choice). */
  clear(key: string): void {
    void store(key, []);
  },
  /** Hook: the saved choice of `key`, undefined until it arrives (render the defaults meanwhile). */
  useSaved(key: string): SavedColumns | undefined {
    const { data } = useSWR<Fields>(cacheKey(key), () => load(key), {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    });
    return useMemo(() => fromFieldSettings(data), [data]);
  },
};

async function load(key: string): Promise<Fields> {
  // Unreadable settings are not worth a message (silent): the table keeps its defaults.
  const fields = getToken() ? await call(getFieldsConfig, { params: { key }, silent: true }).catch(() => null) : null;
  known.set(key, fromFieldSettings(fields));
  return fields;
}
