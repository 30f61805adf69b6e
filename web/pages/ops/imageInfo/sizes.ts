/** Bytes as people read them: 12.3 KB, 4.56 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** The result's bytes as a file to download or preview. */
export function blobOf(base64: string, contentType: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: contentType });
}

/** `photo.png` converted to webp: `photo.webp`. */
export const renamed = (name: string, format: string) => `${name.replace(/\.[^.]+$/, '') || 'image'}.${format === 'jpeg' ? 'jpg' : format}`;
