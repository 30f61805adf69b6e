/**
 * The OpenAPI 3.1 document of the endpoint contracts (docs/api/openapi.json, `npm run docs:api`).
 *
 * A schema named with zod's `.meta({ id })` is written once under `components.schemas` and referred
 * to from every operation that uses it; a recursive schema (a tree node) must be named that way, since
 * an operation's own schema has no place for the definitions its references would point at.
 */
import { z } from 'zod';
import type { Endpoint } from '@shared/api/contract';

type Json = { [key: string]: unknown };
type Schemas = Record<string, Json>;

const ZOD_DEFS = '#/$defs/';
const COMPONENTS = '#/components/schemas/';

/** Points zod's local `#/$defs/<id>` references at the document's components. */
function toComponents<T>(value: T): T {
  if (Array.isArray(value)) return value.map(toComponents) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof v === 'string' && v.startsWith(ZOD_DEFS) ? COMPONENTS + v.slice(ZOD_DEFS.length) : toComponents(v);
  }
  return out as T;
}

/** The JSON schema of a contract part; its named schemas go to `components`. */
function jsonSchema(type: z.ZodType | undefined, components: Schemas, where: string): Json | undefined {
  if (!type) return undefined;
  const { $defs, ...schema } = z.toJSONSchema(type, { io: 'input', unrepresentable: 'any' }) as Json & { $defs?: Schemas };
  for (const [id, def] of Object.entries($defs ?? {})) {
    // zod names a definition it had to make itself (a cycle without an id) __schema<n>: per operation, not unique
    if (/^__schema\d+$/.test(id)) throw new Error(`${where}: a recursive schema needs a name: declare it with .meta({ id })`);
    const named = toComponents(def);
    if (components[id] && JSON.stringify(components[id]) !== JSON.stringify(named)) {
      throw new Error(`${where}: two different schemas are named "${id}"`);
    }
    components[id] = named;
  }
  return toComponents(schema);
}

function access(e: Endpoint): string {
  if (e.access.kind === 'public') return '公开';
  if (e.access.kind === 'login') return '登录即可';
  return `需要权限码：${e.access.codes.join(' 或 ')}`;
}

/** JSON, and for a plain (OAuth) call the form encoding its clients send too. */
const bodyContent = (e: Endpoint, schema: unknown) =>
  e.transport === 'plain' ? { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } } : { 'application/json': { schema } };

function operation(e: Endpoint, components: Schemas) {
  const where = `${e.method} ${e.path}`;
  const query = jsonSchema(e.query, components, where) as { properties?: Record<string, object>; required?: string[] } | undefined;
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
        ? { content: bodyContent(e, jsonSchema(e.body, components, where)) }
        : undefined;
  const data = jsonSchema(e.response, components, where) ?? {};
  return {
    summary: e.summary,
    description: access(e),
    parameters: [...params, ...queryParams],
    ...(body ? { requestBody: body } : {}),
    responses: {
      200:
        e.transport === 'blob'
          ? { description: 'file' }
          : e.transport === 'plain'
            ? { description: 'JSON（不在 {resCode, resDes, data} 中）', content: { 'application/json': { schema: data } } }
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

export function openApiDocument(endpoints: Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Schemas = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint, schemas);
  }
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { openapi: '3.1.0', info: { title: 'Crossdock API', version: '1' }, paths, components: { schemas: sorted } };
}
