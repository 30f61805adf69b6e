/**
 * LIKE patterns from user text: `%`, `_` and `\` in the text match themselves (PostgreSQL's default
 * escape character is `\`), so a filter never turns into a wildcard search.
 */

/** The text with LIKE's wildcards escaped. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Rows whose value begins with `text` (a prefix search keeps a `text_pattern_ops` index usable). */
export const startsWith = (text: string) => `${escapeLike(text)}%`;

/** Rows whose value contains `text`. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
