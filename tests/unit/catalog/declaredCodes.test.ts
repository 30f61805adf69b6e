import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screens } from '@shared/screen/registry';

// Permission codes come only from screen declarations (`screen.menu`, `screen.code('add')`): `needs()`
// takes nothing else, and a code written out by hand would escape the type check. This lists every
// hand-written code in the contracts and the server.
const ROOTS = ['shared/api', 'shared/workflow', 'server'];
const isDeclaration = (file: string) => /(^|\/)\w*[sS]creens\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments, so a code named in a comment is not taken for one in use. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

const ELEMENT_CODE = /(['"`])[\w-]+:btn_\w+\1/g;
// A string literal among needs()'s arguments (one level of calls inside, like `screen.code('add')`, is allowed).
const RAW_NEEDS = /\bneeds\(([^()'"`]|\([^()]*\))*['"`]/g;

/** Every hand-written permission code outside a screen declaration, as `file:line code`. */
function handWrittenCodes(roots: string[], menuPaths: readonly string[]): string[] {
  const menuLiteral = new RegExp(`(['"\`])(${menuPaths.map((p) => p.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|')})\\1`, 'g');
  return roots
    .flatMap(sourceFiles)
    .filter((file) => !isDeclaration(file))
    .flatMap((file) =>
      withoutComments(fs.readFileSync(file, 'utf8'))
        .split('\n')
        .flatMap((line, i) =>
          [...line.matchAll(ELEMENT_CODE), ...line.matchAll(RAW_NEEDS), ...line.matchAll(menuLiteral)].map((m) => `${file}:${i + 1} ${m[0]}`),
        ),
    );
}

describe('permission codes', () => {
  it('come only from screen declarations in shared/ and server/', () => {
    expect(handWrittenCodes(ROOTS, screens.map((s) => s.path))).toEqual([]);
  });

  it('finds a code written out by hand (element code, raw needs, menu path)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codes-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'contract.ts'),
        [
          "// 'groupManager:btn_add' in a comment is fine",
          "export const a = needs('groupManager:btn_add');",
          "export const b = needs(groupScreen.menu, '/baseManager/groupManager');",
          "export const c = elements.has(`payment-list:btn_audit`);",
        ].join('\n'),
      );
      fs.writeFileSync(path.join(dir, 'screens.ts'), "export const s = { path: '/baseManager/groupManager', code: 'groupManager:btn_add' };");
      const found = handWrittenCodes([dir], ['/baseManager/groupManager']).map((f) => f.slice(dir.length + 1));
      expect(found).toEqual([
        "contract.ts:2 'groupManager:btn_add'",
        "contract.ts:2 needs('",
        "contract.ts:3 needs(groupScreen.menu, '",
        "contract.ts:3 '/baseManager/groupManager'",
        'contract.ts:4 `payment-list:btn_audit`',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
