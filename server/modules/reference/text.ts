/** Timestamps as the API answers them. */
export const iso = (d: Date) => d.toISOString();
