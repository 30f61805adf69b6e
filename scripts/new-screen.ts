/**
 * Writes a new master-data screen from the screen kit: a table (code, name, enabled, remark), its
 * contracts, screen and field declarations, server routes, the portal page (list, filters, add, edit,
 * enable/disable) and an API test; registers them. Then: `npm run db:generate`, and grow the fields.
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

/** Inserts `line` into `file` before the first match of `before` (a registration list). */
function register(file: string, before: RegExp, line: string, importLine?: string): void {
  const full = path.join(root, file);
  let text = fs.readFileSync(full, 'utf8');
  if (importLine) text = text.replace(/^((?:import[^;]+;\n)+)/m, `$1${importLine}\n`);
  const at = text.search(before);
  if (at < 0) throw new Error(`${file}: no place to register ${line.trim()}`);
  fs.writeFileSync(full, text.slice(0, at) + line + text.slice(at));
  console.log(`edited  ${file}`);
}

const screens = `shared/api/${domain}/screens.ts`;
const screensFile = path.join(root, screens);
const screensExisted = fs.existsSync(screensFile);
const LIST = new RegExp(`\\nexport const ${domain}Screens = \\[(.*)\\];\\n`);
const before = screensExisted ? fs.readFileSync(screensFile, 'utf8') : `import { defineScreen } from '../../screen/define';\n`;
fs.mkdirSync(path.dirname(screensFile), { recursive: true });
const listed = (before.match(LIST)?.[1] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
fs.writeFileSync(
  screensFile,
  before.replace(LIST, '\n') +
    `\nexport const ${camel}Screen = defineScreen({\n  path: '${route}',\n  title: '${title}',\n  page: '${domain}/${camel}',\n  elements: { add: '新增', edit: '编辑' },\n  demo: {},\n});\n` +
    `\nexport const ${domain}Screens = [${[...listed, `${camel}Screen`].join(', ')}];\n`,
);
console.log(`${screensExisted ? 'added to' : 'wrote  '} ${screens}`);
if (!screensExisted) {
  const registry = path.join(root, 'shared/screen/registry.ts');
  const text = fs.readFileSync(registry, 'utf8').replace(/^((?:import[^;]+;\n)+)/m, `$1import { ${domain}Screens } from '../api/${domain}/screens';\n`);
  fs.writeFileSync(registry, text.replace(/(export const screens: readonly Screen\[\] = \[.*)\];/, `$1, ...${domain}Screens];`));
  console.log('edited  shared/screen/registry.ts');
}

write(
  `shared/api/${domain}/${camel}.ts`,
  `import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { cappedPage, listPaging, optionalText, prefixText, queryFlag, setEnabledBody, text } from '../inputs';
import { ${camel}Screen } from './screens';

/** ${title} (docs/domain/${domain}.md). */
export const ${camel}Row = z.object({ id: z.number(), code: z.string(), name: z.string(), enabled: z.boolean(), remark: z.string().nullable(), createdAt: z.string() });
export type ${Pascal}Row = z.infer<typeof ${camel}Row>;

export const ${camel}Body = z.object({ id: z.number().int().positive().optional(), code: text('编码', 50), name: text('名称', 100), remark: optionalText('备注', 500) });

export const ${camel}Page = endpoint({
  method: 'GET',
  path: '${api}/page',
  access: needs(${camel}Screen.menu),
  summary: '${title}列表，新建在前。筛选：编码或名称（前缀）、启用状态',
  query: z.object({ ...listPaging, name: prefixText, enabled: queryFlag }),
  response: cappedPage(${camel}Row),
});

export const save${Pascal} = endpoint({
  method: 'POST',
  path: '${api}/addOrUpdate',
  access: needs(${camel}Screen.code('add'), ${camel}Screen.code('edit')),
  summary: '新增（无 id）或编辑（带 id）${title}；编码唯一',
  body: ${camel}Body,
  response: ${camel}Row,
});

export const set${Pascal}Enabled = endpoint({
  method: 'POST',
  path: '${api}/setEnabled',
  access: needs(${camel}Screen.code('edit')),
  summary: '停用或启用${title}',
  body: setEnabledBody('${title}'),
  response: ${camel}Row,
});
`,
);

append(
  `shared/api/${domain}/recordFields.ts`,
  `import { defineFields, field } from '../../screen/fields';\n`,
  `import type { ${Pascal}Row } from './${camel}';

export const ${camel}Fields = defineFields<${Pascal}Row>()({
  code: field.text('编码', { width: 140 }),
  name: field.text('名称', { width: 200 }),
  enabled: field.enabled(),
  remark: field.text('备注', { width: 200, ellipsis: true }),
  createdAt: field.datetime('创建时间'),
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
  `import { and, desc, eq, like, or } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { ${camel}Page, save${Pascal}, set${Pascal}Enabled } from '@shared/api/${domain}/${camel}';
import { ${camel}Screen } from '@shared/api/${domain}/screens';
import { ${camel}Table as t } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { listPage } from '../../http/listPage';

const CODE_TAKEN = '该编码已存在';

/** ${route} (${title}): list, add or edit, enable or disable. */
export function ${camel}Routes(): ApiRoutes {
  return new ApiRoutes()
    .add(${camel}Page, ({ query, deps }) => {
      const where = and(query.name ? or(like(t.code, \`\${query.name}%\`), like(t.name, \`\${query.name}%\`)) : undefined, query.enabled == null ? undefined : eq(t.enabled, query.enabled));
      return listPage(deps.db, { select: () => deps.db.select().from(t).$dynamic(), where, order: [desc(t.id)], page: query.page, limit: query.limit, total: { table: t, cap: LIST_COUNT_CAP } });
    })
    .add(save${Pascal}, async ({ body, caller, deps }) => {
      const { id, ...fields } = body;
      if (!(await caller.codes()).elements.has(${camel}Screen.code(id ? 'edit' : 'add'))) throw fail.forbidden();
      const [same] = await deps.db.select({ id: t.id }).from(t).where(eq(t.code, fields.code));
      if (same && same.id !== id) throw fail.conflict(CODE_TAKEN);
      const [row] = id ? await deps.db.update(t).set(fields).where(eq(t.id, id)).returning() : await deps.db.insert(t).values(fields).returning();
      if (!row) throw fail.notFound('${title}不存在');
      return row;
    })
    .add(set${Pascal}Enabled, async ({ body, deps }) => {
      const [row] = await deps.db.update(t).set({ enabled: body.enabled }).where(eq(t.id, body.id)).returning();
      if (!row) throw fail.notFound('${title}不存在');
      return row;
    });
}
`,
);
register('server/modules/index.ts', /\n {4}approvalRoutes\(\),/, `\n    ${camel}Routes(),`, `import { ${camel}Routes } from './${domain}/${camel}';`);

write(`web/pages/${domain}/${camel}/index.tsx`, `import '../../../components/table/table.css';\nimport '../../../components/screen.css';\nimport { ${Pascal}List } from './${Pascal}List';\n\n/** ${route} */\nexport default function ${Pascal}Page() {\n  return <${Pascal}List />;\n}\n`);
write(
  `web/pages/${domain}/${camel}/${Pascal}List.tsx`,
  `import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { ${camel}Page, set${Pascal}Enabled, type ${Pascal}Row } from '@shared/api/${domain}/${camel}';
import { ${camel}Fields } from '@shared/api/${domain}/recordFields';
import { ${camel}Screen } from '@shared/api/${domain}/screens';
import { fieldColumns } from '../../../components/fields';
import { actionsColumn, AddButton, EditAction, EnableAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';
import { ${Pascal}Form } from './${Pascal}Form';

const FILTERS = { name: '', enabled: '' };
const EFFECTS = { disable: '停用后不再出现在选择列表中，历史记录保留。', enable: '启用后可再次选择。' };

/** ${title}: list, filters, add, edit, enable or disable. */
export function ${Pascal}List() {
  const state = useResourceList({ endpoint: ${camel}Page, filters: FILTERS });
  const [editing, setEditing] = useState<${Pascal}Row | 'new' | null>(null);
  const columns = [
    ...fieldColumns(${camel}Fields, ['code', 'name', 'enabled', 'remark', 'createdAt']),
    actionsColumn(130, (r: ${Pascal}Row) => (
      <RowActions>
        <EditAction code={${camel}Screen.code('edit')} onClick={() => setEditing(r)} />
        <EnableAction code={${camel}Screen.code('edit')} enabled={r.enabled} name={\`${title} \${r.name}\`} effects={EFFECTS} onToggle={(enabled) => call(set${Pascal}Enabled, { body: { id: r.id, enabled } }).then(state.refresh)} />
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title="${title}"
        state={state}
        tableKey="${domain}.${camel}"
        columns={columns}
        filterFields={
          <>
            <Form.Input field="name" label="编码/名称" showClear style={{ width: 200 }} placeholder="前缀匹配" />
            <Form.Select field="enabled" label="状态" showClear style={{ width: 110 }} optionList={[{ value: 'true', label: '启用' }, { value: 'false', label: '停用' }]} />
          </>
        }
        toolbar={<AddButton code={${camel}Screen.code('add')} onClick={() => setEditing('new')} />}
      />
      <${Pascal}Form key={editing === null || editing === 'new' ? 'new' : editing.id} row={editing === 'new' ? undefined : (editing ?? undefined)} visible={editing !== null} onClose={() => setEditing(null)} onSaved={state.refresh} />
    </>
  );
}
`,
);
write(
  `web/pages/${domain}/${camel}/${Pascal}Form.tsx`,
  `import { Form } from '@douyinfe/semi-ui';
import { ${camel}Body, save${Pascal}, type ${Pascal}Row } from '@shared/api/${domain}/${camel}';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';
import { call } from '../../../lib/api';

/** 新增/编辑${title}. */
export function ${Pascal}Form({ row, visible, onClose, onSaved }: { row?: ${Pascal}Row; visible: boolean; onClose(): void; onSaved(): void }) {
  return (
    <FormDialog
      title={row ? \`编辑${title}：\${row.name}\` : '新增${title}'}
      visible={visible}
      schema={${camel}Body}
      initValues={row ? formValues(row) : {}}
      successText={row ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        await call(save${Pascal}, { body: { ...body, id: row?.id } });
        onSaved();
      }}
    >
      <Form.Input field="code" label="编码" />
      <Form.Input field="name" label="名称" />
      <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={500} />
    </FormDialog>
  );
}
`,
);

console.log(`\nNext: npm run db:generate (the ${table} table), grant the screen in its declaration's demo, then grow the fields.`);
