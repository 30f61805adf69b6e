import fs from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, LOGIN } from '@shared/api/contract';
import { openApiDocument } from '../../server/http/openapi';
import { moduleEndpoints } from '../../server/modules';

const validate = (doc: object) => SwaggerParser.validate(structuredClone(doc) as OpenAPI.Document);

/** A tree answer, the shape the menu and group trees have. */
function treeEndpoint(node: z.ZodType) {
  return endpoint({ method: 'GET', path: '/api/test/tree', access: LOGIN, summary: 'tree', response: z.array(node) });
}

describe('the API reference (docs/api/openapi.json)', () => {
  const generated = openApiDocument(moduleEndpoints());

  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    await expect(validate(generated)).resolves.toMatchObject({ openapi: '3.1.0' });
    expect(Object.keys(generated.components.schemas)).toEqual(expect.arrayContaining(['MenuNode', 'AdminMenuNode', 'GroupNode']));
  });

  it('is committed as the generator writes it now (npm run docs:api)', () => {
    const committed = fs.readFileSync('docs/api/openapi.json', 'utf8');
    expect(committed === `${JSON.stringify(generated, null, 2)}\n`, 'docs/api/openapi.json is stale: run npm run docs:api').toBe(true);
  });

  it('the validator refuses a reference that points nowhere', async () => {
    const broken = structuredClone(generated) as { paths: Record<string, Record<string, unknown>> };
    broken.paths['/api/test/broken'] = {
      get: { responses: { 200: { description: 'x', content: { 'application/json': { schema: { $ref: '#/$defs/__schema0' } } } } } },
    };
    await expect(validate(broken)).rejects.toThrow(/Missing \$ref pointer/);
  });

  it('a named recursive schema is written once under components and referred to from the operation', async () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) })).meta({ id: 'TestNode' });
    const doc = openApiDocument([treeEndpoint(node)]);
    const data = JSON.stringify(doc.paths['/api/test/tree']);
    expect(data).toContain('"#/components/schemas/TestNode"');
    expect(data).not.toContain('$defs');
    expect(doc.components.schemas.TestNode).toMatchObject({ properties: { children: { items: { $ref: '#/components/schemas/TestNode' } } } });
    await expect(validate(doc)).resolves.toBeTruthy();
  });

  it('refuses a recursive schema without a name, naming the endpoint', () => {
    type Node = { children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ children: z.array(node) }));
    expect(() => openApiDocument([treeEndpoint(node)])).toThrow(/GET \/api\/test\/tree: a recursive schema needs a name/);
  });
});
