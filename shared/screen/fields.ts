/**
 * Fields of a screen's records, declared once with their label and type. One formatter per type
 * gives the text an Excel export and a Lark card show; the portal renders each type with one
 * component (web/components/fields), so a field looks the same in the list, drawer, export and card.
 */
import type { z } from 'zod';
import { formatDateTime, formatMoney } from '../format';
import { stateLabel, type Machine } from '../workflow/machine';

export type FieldKind = 'text' | 'number' | 'money' | 'rate' | 'enum' | 'status' | 'enabled' | 'user' | 'date' | 'datetime' | 'sku' | 'attachments';

/** Lists the portal loads by name (web/components/options): the choices of a select. */
export type OptionsName = 'users' | 'marketplaces' | 'platforms' | 'stores' | 'brands' | 'currencies' | 'foreignCurrencies' | 'countries' | 'topCategories';
/** A select's choices: a named list, or value -> Chinese label. */
export type OptionSource = OptionsName | Readonly<Record<string, string>>;

/** How a list filters by a field: one control in the filter bar. */
export interface FieldFilter {
  /** The query parameter; the field's key by default (a name column filtered by its id: ownerUserId). */
  key?: string;
  /** text: an input (the server matches a prefix unless told otherwise); select: a choice; flag: yes or no; dateRange: two days, both included. */
  kind: 'text' | 'select' | 'flag' | 'dateRange';
  /** dateRange: the query parameters of its first and last day (`<key>From`, `<key>To` by default). */
  range?: readonly [string, string];
  /** The control's label; the field's by default. */
  label?: string;
  width?: number;
  placeholder?: string;
  /** A query parameter the bar does not show (other screens ask for it). */
  hidden?: boolean;
  /** select and flag: the choices; by default the field's options (flag: 启用/停用 or 是/否). */
  options?: OptionSource;
  /** The query parameter's rule when the default for its kind does not fit (a day, an enum's message). */
  schema?: z.ZodType;
}

/** How the add/edit form asks for a field. */
export interface FieldInput {
  /** The body property; the field's key by default (ownerName is asked as ownerUserId). */
  key?: string;
  /** custom: the page draws it (a choice depending on another value). */
  kind: 'text' | 'textarea' | 'number' | 'select' | 'radio' | 'switch' | 'date' | 'custom';
  label?: string;
  /** select and radio: the choices; by default the field's options. */
  options?: OptionSource;
  /** Must be filled; a text's longest length (a number's largest value, from `min`, 0 by default). They make the body rule when the screen gives none. */
  required?: boolean;
  max?: number;
  min?: number;
  placeholder?: string;
  /** The value a new record starts with; a function is asked each time the form opens (today's date, say). */
  initial?: unknown;
  /** The body property's rule when the default for its kind does not fit. */
  schema?: z.ZodType;
}

// Rows are plain API objects; `any` keeps field lists assignable across row types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: `unknown` would make Field<Row> unassignable to Field
export interface Field<R = any> {
  kind: FieldKind;
  label: string;
  /** Column width in pixels (list) and, divided by 8, in characters (export). */
  width?: number;
  /** Where the value comes from; by default the row's property of the field's key. */
  get?(row: R): unknown;
  /** money: a fixed currency code (CNY)... */
  currency?: string;
  /** ...or where the row keeps it. */
  currencyOf?(row: R): string | null | undefined;
  /** enum: value -> Chinese label. */
  options?: Readonly<Record<string, string>>;
  /** status: the record's state machine. */
  machine?: Machine;
  /** Long text cut with … in lists. */
  ellipsis?: boolean;
  /** Hidden in lists until chosen in 列设置. */
  defaultHidden?: boolean;
  /** Its control in the list's filter bar. */
  filter?: FieldFilter;
  /** Its input in the add/edit form. */
  input?: FieldInput;
  /** The answer may hold null (an optional text, a name joined from a record that may be absent); a row derived from the fields says so (fieldRow.ts). */
  nullable?: boolean;
}

/** A built field: its kind and whether it may be null ride in its type, so a row type can be derived from the fields. */
export type KindField<K extends FieldKind, R, N extends boolean> = Field<R> & { kind: K; nullable?: N };
type Options<R, N extends boolean> = Omit<Field<R>, 'kind' | 'label' | 'nullable'> & { nullable?: N };

/** Field builders: `field.money('金额', { currency: (r) => r.currency })`. */
export const field = {
  text: <R, N extends boolean = false>(label: string, o: Options<R, N> = {}): KindField<'text', R, N> => ({ kind: 'text', label, ...o }),
  number: <R, N extends boolean = false>(label: string, o: Options<R, N> = {}): KindField<'number', R, N> => ({ kind: 'number', label, ...o }),
  money: <R, N extends boolean = false>(label: string, o: Options<R, N> & ({ currency: string } | { currencyOf(row: R): string | null | undefined })): KindField<'money', R, N> => ({
    kind: 'money',
    label,
    width: 140,
    ...o,
  }),
  rate: <R, N extends boolean = false>(label: string, o: Options<R, N> = {}): KindField<'rate', R, N> => ({ kind: 'rate', label, width: 100, ...o }),
  /** The option map's keys are the values (a derived row answers one of them). */
  enum: <R, E extends Readonly<Record<string, string>> = Readonly<Record<string, string>>, N extends boolean = false>(label: string, options: E, o: Options<R, N> = {}): Omit<KindField<'enum', R, N>, 'options'> & { options: E } => ({
    kind: 'enum',
    label,
    ...o,
    options,
  }),
  status: <R, N extends boolean = false>(machine: Machine, o: Options<R, N> = {}): KindField<'status', R, N> => ({ kind: 'status', label: '状态', machine, width: 110, ...o }),
  /** A boolean switch of master data: 启用 / 停用. */
  enabled: <R, N extends boolean = false>(label = '状态', o: Options<R, N> = {}): KindField<'enabled', R, N> => ({ kind: 'enabled', label, width: 80, ...o }),
  user: <R, N extends boolean = false>(label: string, o: Options<R, N> = {}): KindField<'user', R, N> => ({ kind: 'user', label, width: 90, ...o }),
  date: <R, N extends boolean = false>(label: string, o: Options<R, N> = {}): KindField<'date', R, N> => ({ kind: 'date', label, width: 110, ...o }),
  datetime: <R, N extends boolean = false>(label: string, o: Options<R, N> = {}): KindField<'datetime', R, N> => ({ kind: 'datetime', label, width: 160, ...o }),
  sku: <R, N extends boolean = false>(label = 'SKU', o: Options<R, N> = {}): KindField<'sku', R, N> => ({ kind: 'sku', label, width: 140, ...o }),
  attachments: <R, N extends boolean = false>(label = '附件', o: Options<R, N> = {}): KindField<'attachments', R, N> => ({ kind: 'attachments', label, ...o }),
};

export type Fields<R> = Record<string, Field<R>>;

declare const rowBrand: unique symbol;
/** The fields of one row type; the row type rides along so lists and drawers are typed by it. */
export type FieldSet<R, F extends Fields<R> = Fields<R>> = F & { readonly [rowBrand]?: R };

/** Declares the fields of one row type: `defineFields<PaymentRow>()({ serialNo: field.text('流水号'), ... })`. */
export const defineFields =
  <R>() =>
  <F extends Fields<R>>(fields: F): FieldSet<R, F> =>
    fields;

/** The raw value of a field in a row. */
export function fieldValue<R>(f: Field<R>, row: R, key: string): unknown {
  return f.get ? f.get(row) : (row as Record<string, unknown>)[key];
}

/** The currency of a money field in a row. */
export function fieldCurrency<R>(f: Field<R>, row: R): string | undefined {
  return (f.currencyOf ? f.currencyOf(row) : f.currency) ?? undefined;
}

/** 启用 / 停用. */
export const enabledLabel = (enabled: boolean) => (enabled ? '启用' : '停用');

const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** A field's value as text ('' when empty): what exports and Lark cards show. */
export function fieldText<R>(f: Field<R>, row: R, key: string): string {
  const v = fieldValue(f, row, key);
  if (isBlank(v)) return '';
  switch (f.kind) {
    case 'money':
      return formatMoney(v as string, fieldCurrency(f, row));
    case 'enum':
      return f.options?.[String(v)] ?? String(v);
    case 'status':
      return f.machine ? stateLabel(f.machine, String(v)) : String(v);
    case 'enabled':
      return enabledLabel(v === true);
    case 'datetime':
      return formatDateTime(v as string);
    case 'attachments':
      return (v as Array<{ name: string }>).map((a) => a.name).join('、');
    default:
      return Array.isArray(v) ? v.join('、') : String(v);
  }
}

/** Label and text of the named fields of a row, in order (Lark cards, the approvals inbox). */
export function fieldTexts<R, F extends Fields<R>>(fields: FieldSet<R, F>, keys: ReadonlyArray<keyof F & string>, row: Partial<R>): Array<{ label: string; value: string }> {
  return keys.map((key) => ({ label: fields[key]!.label, value: fieldText(fields[key]!, row as R, key) || '-' }));
}
