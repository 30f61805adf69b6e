import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineExport, exportKind, useExportKinds } from '../../../server/excel/export-kinds';
import { defineImport, importKinds, useImportKinds } from '../../../server/excel/import-kinds';
import { composeModules, demoOrder, modules } from '../../../server/modules';

// Export and import kinds and attachment owners are declared by their module's manifest and known once
// the manifests are composed; defining one registers nothing, so one left out of its manifest would never be found.

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const DEFINITION = /^(export )?const (\w+) = define(Import|Export|ScopedExport|AttachmentOwner)\b/gm;

/** Every kind and attachment owner defined in server/modules: file, constant, whether it is exported. */
const definitions = sourceFiles('server/modules').flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(DEFINITION)].map((m) => ({ file, name: m[2]!, exported: Boolean(m[1]) })),
);

const kind = (name: string) => ({ kind: name, fileName: name, screen: '/x', columns: [], params: z.object({}), async *rows() {} });
const importOf = (name: string) => ({ kind: name, title: name, templateFileName: `${name}.xlsx`, screen: '/x', columns: [], row: z.object({}), async commit() {} });

describe('export and import kinds', () => {
  it('are each declared in a manifest (attachment owners too), and composing the manifests makes every one known', async () => {
    expect(definitions.length).toBeGreaterThan(30);
    expect(definitions.filter((d) => !d.exported).map((d) => `${d.file} ${d.name}`)).toEqual([]);
    const declared = new Set<unknown>(modules.flatMap((m) => [...(m.exports ?? []), ...(m.imports ?? []), ...(m.attachmentOwners ?? [])]));
    const missing = [];
    for (const d of definitions) {
      const value = (await import(path.resolve(d.file)))[d.name] as unknown;
      if (!declared.has(value)) missing.push(`${d.file} ${d.name}`);
    }
    expect(missing).toEqual([]);

    composeModules(modules);
    const exports = modules.flatMap((m) => m.exports ?? []);
    expect(exports.every((k) => exportKind(k.kind) === k)).toBe(true);
    expect(importKinds()).toEqual(modules.flatMap((m) => m.imports ?? []));
  });

  it('defining a kind registers nothing; two kinds of one name are refused when composed', () => {
    useExportKinds([]);
    useImportKinds([]);
    defineExport(kind('only.defined'));
    defineImport(importOf('only.defined'));
    expect(exportKind('only.defined')).toBeUndefined();
    expect(importKinds()).toEqual([]);

    expect(() => useExportKinds([kind('twice'), kind('once'), kind('twice')])).toThrow('export kind declared twice: twice');
    expect(() => useImportKinds([importOf('twice'), importOf('twice')])).toThrow('import kind declared twice: twice');
    expect(() => composeModules([...modules, { name: 'again', routes: () => [], exports: [modules.flatMap((m) => m.exports ?? [])[0]!] }])).toThrow(
      /export kind declared twice/,
    );
  });
});

describe('demo data', () => {
  it('every module with demo data has its place in the order, and the order is fixed', () => {
    const ordered = demoOrder(modules);
    expect(new Set(ordered)).toEqual(new Set(modules.filter((m) => m.demo)));
    // Reference data first, sales before supply, mail before warranty and the reviewers, promotion before its items.
    const at = (name: string) => ordered.findIndex((m) => m.name === name);
    expect(at('reference')).toBe(0);
    expect(at('sales')).toBeLessThan(at('supply'));
    expect(at('mail')).toBeLessThan(at('warranty'));
    expect(at('review')).toBeLessThan(at('reviewers'));
    expect(at('promotion')).toBeLessThan(at('promotionItems'));
  });

  it('refuses a module whose demo has no place in the order', () => {
    expect(() => demoOrder([...modules, { name: 'stray', routes: () => [], demo: async () => undefined }])).toThrow('demo data without a place in DEMO_ORDER: stray');
  });
});
