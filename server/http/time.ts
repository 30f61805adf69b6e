/** A stored time as answers carry it: ISO 8601 text, null kept. */
export const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);
