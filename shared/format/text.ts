/** Width of one code point: above 255 counts 2, everything else 1. */
function codePointWidth(codePoint: number): number {
  return codePoint > 255 ? 2 : 1;
}

/**
 * Display width of a string: each code point above 255 (CJK, emoji, ...) counts 2, others 1.
 * Counts by code point, so an astral emoji is 2, not 4; a ZWJ sequence counts each of its parts.
 */
export function textWidth(s: string): number {
  let width = 0;
  for (const ch of s) width += codePointWidth(ch.codePointAt(0)!);
  return width;
}

/**
 * Cuts `s` so that the result, suffix included, is at most `maxWidth` wide (same counting as
 * `textWidth`). Returns `s` unchanged when it already fits; never splits a code point, so a
 * 2-wide character that would straddle the limit is dropped whole.
 */
export function truncateByWidth(s: string, maxWidth: number, suffix = ''): string {
  const limit = Math.max(0, Math.floor(maxWidth) || 0);
  if (textWidth(s) <= limit) return s;
  const budget = limit - textWidth(suffix);
  // Not even the suffix fits: cut the suffix itself rather than exceed the limit.
  if (budget < 0) return truncateByWidth(suffix, limit);
  let width = 0;
  let out = '';
  for (const ch of s) {
    width += codePointWidth(ch.codePointAt(0)!);
    if (width > budget) break;
    out += ch;
  }
  return out + suffix;
}
