import { findEntry } from '@shared/catalog';
import { exportStatusNames, importStatusNames } from '@shared/api/report';
import type { StatusLook } from '../../components/table';

export const exportStatusLooks: Record<string, StatusLook> = {
  queued: { text: exportStatusNames.queued, color: 'grey' },
  running: { text: exportStatusNames.running, color: 'blue' },
  done: { text: exportStatusNames.done, color: 'green' },
  failed: { text: exportStatusNames.failed, color: 'red' },
  expired: { text: exportStatusNames.expired, color: 'grey' },
};

export const importStatusLooks: Record<string, StatusLook> = {
  ok: { text: importStatusNames.ok, color: 'green' },
  failed: { text: importStatusNames.failed, color: 'red' },
};

/** The screen a task or import belongs to, in words. */
export const screenTitle = (path: string) => findEntry(path)?.title ?? path;

/** 1.2 MB, 830 KB, 12 B. */
export function fileSize(bytes: number | null): string {
  if (bytes === null) return '-';
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
