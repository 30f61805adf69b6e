/**
 * A screen's row derived from its fields: each field's kind gives its answer's type, so a master
 * screen whose row only repeats its fields declares the fields alone (master.ts).
 */
import { z } from 'zod';
import { attachmentInfo } from '../api/tool';
import type { Field, FieldKind, Fields } from './fields';

/** What each kind answers: amounts and rates as decimal text, days and times as ISO text. */
interface KindValues {
  text: string;
  number: number;
  money: string;
  rate: string;
  enum: string;
  status: string;
  enabled: boolean;
  user: string;
  date: string;
  datetime: string;
  sku: string;
  attachments: Array<z.infer<typeof attachmentInfo>>;
}

const kindSchemas: { [K in FieldKind]: () => z.ZodType<KindValues[K]> } = {
  text: () => z.string(),
  number: () => z.number(),
  money: () => z.string(),
  rate: () => z.string(),
  enum: () => z.string(),
  status: () => z.string(),
  enabled: () => z.boolean(),
  user: () => z.string(),
  date: () => z.string(),
  datetime: () => z.string(),
  sku: () => z.string(),
  attachments: () => z.array(attachmentInfo),
};

/** One field's answer: an enum one of its option keys, null when the field says it may be. */
type ValueOf<F> =
  | (F extends { kind: 'enum'; options: infer O } ? keyof O & string : F extends { kind: infer K extends FieldKind } ? KindValues[K] : never)
  | (F extends { nullable?: true } ? null : never);

/** The row a set of fields answers: the record's id and each field's value. */
export type RowOf<F extends Fields<unknown>> = { [K in 'id' | keyof F]: K extends keyof F ? ValueOf<F[K]> : number };

const schemaOf = (f: Field): z.ZodType => {
  const keys = f.kind === 'enum' && f.options ? Object.keys(f.options) : [];
  const base = keys.length ? z.enum(keys as [string, ...string[]]) : kindSchemas[f.kind]();
  return f.nullable ? base.nullable() : base;
};

/** The row schema of a set of fields, in their order after the id. */
export function rowOf<F extends Fields<unknown>>(fields: F): z.ZodType<RowOf<F>> {
  return z.object({ id: z.number(), ...Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, schemaOf(f)])) }) as unknown as z.ZodType<RowOf<F>>;
}
