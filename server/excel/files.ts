import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** Where generated files live: `<dataDir>/exports` (export tasks) and `<dataDir>/imports` (error files). */
export type FileArea = 'exports' | 'imports';

export function areaDir(config: Config, area: FileArea): string {
  const dir = path.join(config.dataDir, area);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Absolute path of a stored relative name; refuses anything that would leave the area. */
export function storedPath(config: Config, area: FileArea, name: string): string {
  if (name !== path.basename(name)) throw new Error(`bad stored file name ${name}`);
  return path.join(areaDir(config, area), name);
}

/** yyyyMMdd_HHmmss in server time, for unique, sortable download names. */
export function stamp(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}_${p(date.getHours())}${p(date.getMinutes())}${p(date.getSeconds())}`;
}
