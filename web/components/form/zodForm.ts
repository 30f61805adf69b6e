import type { z } from 'zod';

/** Field name -> the first message for it; '' (the whole form) when the issue has no path. */
export type FieldErrors = Record<string, string>;

function issuesByField(schema: z.ZodType, values: unknown): { errors: FieldErrors; missing: string[] } {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  const missing: string[] = [];
  if (result.success) return { errors, missing };
  const given = (values ?? {}) as Record<string, unknown>;
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '';
    if (field in errors) continue;
    errors[field] = issue.message;
    if (issue.code === 'invalid_type' && field && (given[field] === undefined || given[field] === null)) missing.push(field);
  }
  return { errors, missing };
}

/**
 * The first issue per field of `schema.safeParse(values)`; empty when the values are valid.
 * A field never touched is absent, and zod's message for that is a type error in English; the
 * field's own message for a blank value (e.g. 请输入姓名) is used instead when the schema has one.
 */
export function firstIssues(schema: z.ZodType, values: unknown): FieldErrors {
  const { errors, missing } = issuesByField(schema, values);
  if (!missing.length) return errors;
  const blanks = Object.fromEntries(missing.map((f) => [f, '']));
  const retry = issuesByField(schema, { ...(values as object), ...blanks }).errors;
  for (const field of missing) errors[field] = retry[field] && !/^Invalid input/.test(retry[field]) ? retry[field] : '此项必填';
  return errors;
}

/**
 * A Semi `Form` `validateFields` from a zod schema (the same one the server checks): '' when valid,
 * else one message per field.
 */
export function zodValidator(schema: z.ZodType, toInput: (values: Record<string, unknown>) => unknown = (v) => v) {
  return (values: Record<string, unknown>): '' | FieldErrors => {
    const errors = firstIssues(schema, toInput(values));
    return Object.keys(errors).length ? errors : '';
  };
}

/** Form initial values from a row: null becomes undefined (Semi inputs treat null as a value). */
export function formValues<T extends object>(row: T): Partial<Record<keyof T, unknown>> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? undefined : v])) as Partial<Record<keyof T, unknown>>;
}
