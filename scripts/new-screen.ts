/**
 * Writes a new master-data screen: a table (code, name, enabled, remark), its declaration (fields with
 * their columns, filters and inputs; the contracts come from it), the server routes and the portal
 * page drawn from it (list, filters, 新增, 编辑, 停用/启用) and an API test (list, save, enable, refusals);
 * registers the route in the catalog, the screen, the routes and the table. Then: `npm run db:generate`,
 * run the test, and grow the fields.
 *
 *   npx tsx scripts/new-screen.ts --domain reference --path /sysManager/blnGiftWarehouseManager \
 *     --title 礼品仓库 --api /api/base/giftWarehouse [--table gift_warehouses]
 *
 * docs/portal.md "Adding a screen" walks through what it writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: { domain: { type: 'string' }, path: { type: 'string' }, title: { type: 'string' }, api: { type: 'string' }, table: { type: 'string' } },
});
const { domain, path: route, title, api } = args;
if (!domain || !route || !title || !api || !/^[a-z][A-Za-z0-9]*$/.test(domain) || !route.startsWith('/') || !api.startsWith('/api/')) {
  console.error('usage: npx tsx scripts/new-screen.ts --domain <folder> --path /<group>/<screen> --title <中文名> --api /api/<base path> [--table <sql_table>]');
  process.exit(2);
}

const key = route.split('/').pop()!;
const camel = key.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const Pascal = camel[0]!.toUpperCase() + camel.slice(1);
const table = args.table ?? camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) + 's';
const root = path.resolve(import.meta.dirname, '..');

function write(file: string, text: string): void {
  const full = path.join(root, file);
  if (fs.existsSync(full)) throw new Error(`${file} exists: choose another screen or remove it first`);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  console.log(`wrote   ${file}`);
}

/** Appends to a file, creating it with `head` when missing. */
function append(file: string, head: string, text: string): void {
  const full = path.join(root, file);
  const existed = fs.existsSync(full);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, (existed ? fs.readFileSync(full, 'utf8') : head) + text);
  console.log(`${existed ? 'added to' : 'wrote  '} ${file}`);
}

/** Adds `importLine` after a file's imports and puts `text` at the first match of `at` (a registration list). */
function register(file: string, at: RegExp, text: (match: string) => string, importLine: string): void {
  const full = path.join(root, file);
  const before = fs.readFileSync(full, 'utf8');
  if (!at.test(before)) throw new Error(`${file}: no list to register in; add it by hand`);
  const imported = before.replace(/^((?:import[^;]+;\n)+)/m, `$1${importLine}\n`);
  fs.writeFileSync(full, imported.replace(at, text));
  console.log(`edited  ${file}`);
}

// The route: a child of its group in the catalog (sidebar, breadcrumb, the menu codes roles are granted).
const catalog = 'shared/catalog/routes.ts';
const catalogText = fs.readFileSync(path.join(root, catalog), 'utf8');
const groupAt = catalogText.indexOf(`'/${route.split('/')[1]}',`);
if (route.split('/').length !== 3 || groupAt < 0) throw new Error(`${catalog}: no group ${route.split('/')[1]}; declare the group first`);
const listAt = catalogText.indexOf('[', groupAt) + 1;
const child = `['${key}', '${title}']`;
fs.writeFileSync(path.join(root, catalog), catalogText.slice(0, listAt) + (catalogText[listAt] === '\n' ? `\n    ${child},` : `${child}, `) + catalogText.slice(listAt));
console.log(`edited  ${catalog}`);

// The screen: appended to the domain's screens.ts and its `<domain>Screens` list (a new domain's list joins the registry).
const screens = `shared/api/${domain}/screens.ts`;
const screensFile = path.join(root, screens);
const screensExisted = fs.existsSync(screensFile);
const LIST = new RegExp(`\\nexport const ${domain}Screens = \\[([^\\]]*)\\];\\n`);
const before = screensExisted ? fs.readFileSync(screensFile, 'utf8') : `import { defineScreen } from '../../screen/define';\n`;
if (screensExisted && !LIST.test(before)) throw new Error(`${screens}: no ${domain}Screens list`);
const listed = (before.match(LIST)?.[1] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
fs.mkdirSync(path.dirname(screensFile), { recursive: true });
fs.writeFileSync(
  screensFile,
  before.replace(LIST, '') +
    `\nexport const ${camel}Screen = defineScreen({\n  path: '${route}',\n  title: '${title}',\n  page: '${domain}/${camel}',\n  elements: { add: '新增', edit: '编辑' },\n  demo: {},\n});\n` +
    `\nexport const ${domain}Screens = [${[...listed, `${camel}Screen`].join(', ')}];\n`,
);
console.log(`${screensExisted ? 'added to' : 'wrote  '} ${screens}`);
if (!screensExisted) {
  register('shared/screen/registry.ts', /(export const screens: readonly Screen\[\] = \[[^\]]*?)(\n?\];)/, (m) => m.replace(/(\n?\];)$/, `\n  ...${domain}Screens,$1`), `import { ${domain}Screens } from '../api/${domain}/screens';`);
}

write(
  `shared/api/${domain}/${camel}.ts`,
  `import { field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { ${camel}Screen } from './screens';

/** ${title} (docs/domain/${domain}.md); the row comes from the fields. */
export const ${camel} = defineMaster({
  screen: ${camel}Screen,
  paths: { base: '${api}' },
  fields: {
    code: field.text('编码', { width: 140, input: { kind: 'text', required: true, max: 50 } }),
    name: field.text('名称', { width: 200, filter: { kind: 'text', label: '编码/名称', width: 200, placeholder: '前缀匹配' }, input: { kind: 'text', required: true, max: 100 } }),
    enabled: field.enabled('状态', { filter: { kind: 'flag', width: 110 } }),
    remark: field.text('备注', { width: 200, ellipsis: true, nullable: true, input: { kind: 'textarea', max: 500 } }),
    createdAt: field.datetime('创建时间'),
  },
  columns: ['code', 'name', 'enabled', 'remark', 'createdAt'],
  name: (r) => r.name,
});
`,
);

append(
  `server/db/schema/${domain}.ts`,
  `import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';\n`,
  `\n/** ${title} (docs/domain/${domain}.md). */
export const ${camel}Table = pgTable(
  '${table}',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('${table}_code_key').on(t.code)],
);
`,
);
const schemaIndex = fs.readFileSync(path.join(root, 'server/db/schema/index.ts'), 'utf8');
if (!schemaIndex.includes(`'./${domain}'`)) fs.appendFileSync(path.join(root, 'server/db/schema/index.ts'), `export * from './${domain}';\n`);

write(
  `server/modules/${domain}/${camel}.ts`,
  `import { like, or } from 'drizzle-orm';
import { ${camel} } from '@shared/api/${domain}/${camel}';
import { ${camel}Table as t } from '../../db/schema';
import { startsWith } from '../../db/like';
import { masterRoutes } from '../../http/masterRoutes';

/** ${route} (${title}): codes are unique; the name filter matches code or name. */
export const ${camel}Routes = () =>
  masterRoutes(${camel}, {
    table: t,
    where: { name: (v: string) => or(like(t.code, startsWith(v)), like(t.name, startsWith(v))) },
    unique: { columns: ['code'], message: () => '该编码已存在' },
  });
`,
);
// The routes: into the module's route list, or a new module's manifest joins the module list.
const moduleDir = path.join(root, 'server/modules', domain);
const routeList = ['index.ts', 'routes.ts'].map((f) => `server/modules/${domain}/${f}`).find((f) => fs.existsSync(path.join(root, f)) && /(=> \[|return \[)/.test(fs.readFileSync(path.join(root, f), 'utf8')));
if (routeList) {
  register(routeList, /(=> \[|return \[)/, (m) => `${m}${camel}Routes(), `, `import { ${camel}Routes } from './${camel}';`);
} else if (!fs.existsSync(path.join(moduleDir, 'manifest.ts'))) {
  write(
    `server/modules/${domain}/manifest.ts`,
    `import type { ModuleManifest } from '../manifest';\nimport { ${camel}Routes } from './${camel}';\n\n/** ${domain} (docs/domain/${domain}.md). */\nexport const ${domain}Module: ModuleManifest = {\n  name: '${domain}',\n  routes: () => [${camel}Routes()],\n};\n`,
  );
  register('server/modules/index.ts', /(export const modules: readonly ModuleManifest\[\] = \[[^\]]*?)(\n\];)/, (m) => m.replace(/(\n\];)$/, `\n  ${domain}Module,$1`), `import { ${domain}Module } from './${domain}/manifest';`);
} else {
  throw new Error(`server/modules/${domain}: no route list found; add ${camel}Routes() to the module's routes by hand`);
}

write(
  `web/pages/${domain}/${camel}/index.tsx`,
  `import { ${camel} } from '@shared/api/${domain}/${camel}';
import { MasterScreen } from '../../../components/master';

/** ${route} (${title}) */
export default function ${Pascal}Page() {
  return <MasterScreen master={${camel}} />;
}
`,
);

write(
  `tests/api/${domain}/${camel}.test.ts`,
  `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ${camel} as api } from '@shared/api/${domain}/${camel}';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';

let t: TestApp;
let admin: As; // every code
let other: As; // zhaomin: not this screen (grant it in the declaration's demo, then pick another)

beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = (await Promise.all([t.login('admin'), t.login('zhaomin')])).map((token) => as(t, token));
}, 60_000);
afterAll(() => t.close());

describe('${title} (${route})', () => {
  it('adds, lists by code or name prefix, edits, disables and enables', async () => {
    const added = await admin.call(api.save, { body: { code: 'T-1', name: '测试' } });
    expect(added.resCode, added.resDes).toBe(200);
    const id = added.data!.id;
    expect((await admin.call(api.page, { query: { name: 'T-' } })).data!.rows.map((r) => r.id)).toContain(id);
    expect((await admin.call(api.save, { body: { id, code: 'T-1', name: '测试二' } })).data).toMatchObject({ id, name: '测试二' });
    expect((await admin.call(api.setEnabled!, { body: { id, enabled: false } })).data!.enabled).toBe(false);
    expect((await admin.call(api.page, { query: { name: 'T-', enabled: 'false' } })).data!.rows.map((r) => r.id)).toEqual([id]);
    expect((await admin.call(api.setEnabled!, { body: { id, enabled: true } })).data!.enabled).toBe(true);
  });

  it('refuses a taken code, a blank name and callers without the codes', async () => {
    await admin.call(api.save, { body: { code: 'T-2', name: '二' } });
    expectRefused(await admin.call(api.save, { body: { code: 'T-2', name: '重复' } }), 409, '该编码已存在');
    expectRefused(await admin.call(api.save, { body: { code: 'T-3', name: ' ' } }), 400, '请填写名称');
    expectRefused(await other.call(api.page, { query: {} }), 403);
    expectRefused(await other.call(api.save, { body: { code: 'T-4', name: '无权' } }), 403);
    expectRefused(await other.call(api.setEnabled!, { body: { id: 1, enabled: false } }), 403);
  });
});
`,
);

console.log(`\nNext: npm run db:generate (the ${table} table), then npx vitest run --project api tests/api/${domain}/${camel}.test.ts; grant the screen in its declaration's demo, grow the fields.`);
