import { extensionOf } from './fileTypes';

const MAX_NAME_CHARS = 120;
// Control characters, characters Windows refuses in names, zero-width and bidi overrides ("exe.pdf" tricks).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/** The uploaded name made safe to show and to save on any system: no path, no control or bidi characters. */
export function sanitizeFileName(raw: string, fallback = '附件'): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = base.replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^[. ]+|[. ]+$/g, '');
  if (WINDOWS_RESERVED.test(name)) name = `_${name}`;
  if ([...name].length > MAX_NAME_CHARS) {
    const ext = extensionOf(name);
    const stem = [...name.slice(0, ext ? -(ext.length + 1) : undefined)].slice(0, MAX_NAME_CHARS - ext.length - 1).join('');
    name = ext ? `${stem}.${ext}` : stem;
  }
  return name || fallback;
}

/** Keeps the declared name, adding the real extension when the name claims another type. */
export function nameForType(name: string, type: { ext: string; names: string[] }): string {
  return type.names.includes(extensionOf(name)) ? name : `${name}.${type.ext}`;
}

/** RFC 5987 value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves alone that RFC 5987 does not allow. */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition with an ASCII fallback and the exact (e.g. Chinese) name in `filename*`. */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** Names unique within one zip: `a.pdf`, `a (2).pdf`, ... (case-insensitive, as Windows sees them). */
export function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const ext = extensionOf(name);
    const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = ext ? `${stem} (${n}).${ext}` : `${stem} (${n})`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
