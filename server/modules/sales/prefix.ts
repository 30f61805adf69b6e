/** A LIKE pattern matching text that starts with `text` (its wildcards escaped). */
export const startsWith = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;
