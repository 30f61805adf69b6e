import { asc } from 'drizzle-orm';
import type { OptionSource, OptionsName } from '@shared/screen/fields';
import type { Db } from '../db/connection';
import { countries } from '../db/schema';

type Option = { value: string; label: string };

/** The named lists a master screen's look-up answers on the server (the portal loads them by the same names). */
const named: Partial<Record<OptionsName, (db: Db) => Promise<Option[]>>> = {
  countries: async (db) => (await db.select({ value: countries.code, label: countries.name }).from(countries).orderBy(asc(countries.sort))) as Option[],
};

/** A field's choices as `{ value, label }`: its label map in order, or its named list read now. */
export function optionsOf(source: OptionSource): (db: Db) => Promise<Option[]> {
  if (typeof source === 'object') {
    const options = Object.entries(source).map(([value, label]) => ({ value, label }));
    return async () => options;
  }
  const read = named[source];
  if (!read) throw new Error(`no server look-up for the options ${source}: add it to server/http/masterLookups.ts`);
  return read;
}
