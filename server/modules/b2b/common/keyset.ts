/**
 * Rows of a newest-first list read `size` at a time by keyset (id < the last id seen), never all at
 * once: what the export tasks iterate over.
 */
export async function* keysetRows<R extends { id: number }, O>(fetch: (beforeId: number | undefined, size: number) => Promise<R[]>, toRow: (r: R) => O, size = 1000): AsyncGenerator<O> {
  let beforeId: number | undefined;
  for (;;) {
    const batch = await fetch(beforeId, size);
    for (const r of batch) yield toRow(r);
    if (batch.length < size) return;
    beforeId = batch[batch.length - 1]!.id;
  }
}

/** A sheet row: each column's value from `row`, or from `computed` where the sheet shows it differently. */
export function sheetRow(columns: ReadonlyArray<{ key: string }>, row: object, computed: Record<string, unknown> = {}): Record<string, unknown> {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(columns.map(({ key }) => [key, key in computed ? computed[key] : source[key]]));
}
