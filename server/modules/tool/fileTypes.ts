/** Which uploads are accepted, judged by their bytes (file-type) and, for text, a safe check. */

export interface AllowedType {
  mime: string;
  /** The extension the stored name should carry. */
  ext: string;
  /** Extensions a declared name may already have for this type. */
  names: string[];
  /** Shown in the browser rather than saved. */
  inline: boolean;
  /** Already compressed: a zip stores it as it is. */
  compressed: boolean;
}

const t = (mime: string, ext: string, opts: Partial<Omit<AllowedType, 'mime' | 'ext'>> = {}): AllowedType => ({
  mime,
  ext,
  names: [ext],
  inline: false,
  compressed: true,
  ...opts,
});

const BY_DETECTED_EXT: Record<string, AllowedType> = {
  pdf: t('application/pdf', 'pdf', { inline: true, compressed: false }),
  jpg: t('image/jpeg', 'jpg', { names: ['jpg', 'jpeg'], inline: true }),
  png: t('image/png', 'png', { inline: true }),
  gif: t('image/gif', 'gif', { inline: true }),
  webp: t('image/webp', 'webp', { inline: true }),
  xlsx: t('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'),
  docx: t('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'),
  zip: t('application/zip', 'zip'),
};
const XLS = t('application/vnd.ms-excel', 'xls', { compressed: false });
const DOC = t('application/msword', 'doc', { compressed: false });
const TXT = t('text/plain', 'txt', { compressed: false });
const CSV = t('text/csv', 'csv', { compressed: false });

export const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Old Office files are compound files (as are .msi and .msg): look for the stream an Excel or Word file has. */
function officeCompoundType(bytes: Buffer): AllowedType | null {
  const has = (stream: string) => bytes.includes(Buffer.from(stream, 'utf16le'));
  if (has('Workbook') || has('Book')) return XLS;
  if (has('WordDocument')) return DOC;
  return null;
}

/** Plain text in any common encoding (UTF-8, GBK...): no NUL and no control bytes besides tab, CR, LF, FF. */
function looksLikeText(bytes: Buffer): boolean {
  for (const b of bytes) {
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) || b === 0x7f) return false;
  }
  return true;
}

/** The accepted type of an upload, or null when it is refused. The declared name only picks txt vs csv. */
export async function detectAllowedType(bytes: Buffer, declaredName: string): Promise<AllowedType | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (detected.ext === 'cfb') return officeCompoundType(bytes);
    return BY_DETECTED_EXT[detected.ext] ?? null;
  }
  const declared = extensionOf(declaredName);
  if ((declared === 'txt' || declared === 'csv') && looksLikeText(bytes)) return declared === 'csv' ? CSV : TXT;
  return null;
}

/** Every type's content type that is shown inline (for rows stored earlier). */
export const isInlineType = (mime: string) => Object.values(BY_DETECTED_EXT).some((a) => a.inline && a.mime === mime);
export const isCompressedType = (mime: string) => Object.values(BY_DETECTED_EXT).some((a) => a.compressed && a.mime === mime);
