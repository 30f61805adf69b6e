/**
 * Writes docs/api/openapi.json from the endpoint contracts the server registers (shared/api).
 * Run: npm run docs:api
 */
import fs from 'node:fs';
import { z } from 'zod';
import type { Endpoint } from '@shared/api/contract';
import { modules } from '../server/modules';

const schema = (type: z.ZodType | undefined) =>
  type ? z.toJSONSchema(type, { io: 'input', unrepresentable: 'any' }) : undefined;

function access(e: Endpoint): string {
  if (e.access.kind === 'public') return '公开';
  if (e.access.kind === 'login') return '登录即可';
  return `需要权限码：${e.access.codes.join(' 或 ')}`;
}

function operation(e: Endpoint) {
  const query = schema(e.query) as { properties?: Record<string, object>; required?: string[] } | undefined;
  const params = [...e.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  const queryParams = Object.entries(query?.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: query?.required?.includes(name) ?? false,
    schema: s,
  }));
  const body =
    e.transport === 'multipart'
      ? { content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } } }
      : e.body
        ? { content: { 'application/json': { schema: schema(e.body) } } }
        : undefined;
  const data = schema(e.response) ?? {};
  return {
    summary: e.summary,
    description: access(e),
    parameters: [...params, ...queryParams],
    ...(body ? { requestBody: body } : {}),
    responses: {
      200:
        e.transport === 'blob'
          ? { description: 'file' }
          : {
              description: '{resCode, resDes, data}',
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { resCode: { type: 'integer' }, resDes: { type: 'string' }, data } },
                },
              },
            },
    },
  };
}

const paths: Record<string, Record<string, unknown>> = {};
for (const { endpoint } of modules.flatMap((m) => m.routes()).flatMap((m) => m.routes)) {
  const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
  (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
}
const doc = { openapi: '3.1.0', info: { title: 'Crossdock API', version: '1' }, paths };
fs.mkdirSync('docs/api', { recursive: true });
fs.writeFileSync('docs/api/openapi.json', `${JSON.stringify(doc, null, 2)}\n`);
console.log(`docs/api/openapi.json: ${Object.keys(paths).length} paths`);
