/** LIKE pattern for a typed prefix, with the wildcards escaped. */
export const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Timestamps as the API answers them. */
export const iso = (d: Date) => d.toISOString();
