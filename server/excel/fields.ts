import { fieldText, fieldValue, type Field, type Fields, type FieldSet } from '@shared/screen';
import type { SheetColumn, SheetValue } from './columns';

const AMOUNT = '#,##0.00';
const TIME = 'yyyy-mm-dd hh:mm:ss';

/** How a field type sits in an Excel cell: amounts and times as numbers and dates Excel can sum and sort, the rest as their text. */
function cell<R>(f: Field<R>, row: R, name: string): SheetValue {
  const value = fieldValue(f, row, name);
  if (value === null || value === undefined || value === '') return null;
  if (f.kind === 'money' || f.kind === 'rate' || f.kind === 'number') return Number(value);
  if (f.kind === 'datetime') return new Date(value as string);
  return fieldText(f, row, name);
}

const FORMATS: Partial<Record<Field['kind'], string>> = { money: AMOUNT, datetime: TIME };

export interface FieldSheet {
  columns: SheetColumn[];
  /** A record as the API or the database gives it (times as text or Date). */
  row(record: object): Record<string, SheetValue>;
}

/** An export sheet of the named fields, in order: headers, widths and formats from the fields' declarations. */
export function fieldSheet<R, F extends Fields<R>>(fields: FieldSet<R, F>, names: ReadonlyArray<keyof F & string>): FieldSheet {
  const columns = names.map((name) => {
    const f = fields[name]!;
    const format = FORMATS[f.kind];
    return { header: f.label, key: name, width: Math.max(8, Math.round((f.width ?? 120) / 8)), ...(format ? { numFmt: format } : {}) };
  });
  return { columns, row: (record) => Object.fromEntries(names.map((name) => [name, cell(fields[name]!, record as R, name)])) };
}
