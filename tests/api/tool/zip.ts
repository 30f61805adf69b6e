import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Every file of a zip (names and bytes), read back with the system's unzip. */
export async function readZip(bytes: Buffer): Promise<Array<{ name: string; data: Buffer }>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossdock-zip-'));
  try {
    const file = path.join(dir, 'a.zip');
    fs.writeFileSync(file, bytes);
    const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
    return names.map((name) => ({ name, data: execFileSync('unzip', ['-p', file, name.replace(/([[\]*?])/g, '\\$1')]) }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
