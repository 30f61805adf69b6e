/**
 * Writes docs/api/openapi.json from the endpoint contracts the server registers (shared/api).
 * Run: npm run docs:api
 */
import fs from 'node:fs';
import { moduleEndpoints } from '../server/modules';
import { openApiDocument } from '../server/http/openapi';

const doc = openApiDocument(moduleEndpoints());
fs.mkdirSync('docs/api', { recursive: true });
fs.writeFileSync('docs/api/openapi.json', `${JSON.stringify(doc, null, 2)}\n`);
console.log(`docs/api/openapi.json: ${Object.keys(doc.paths).length} paths, ${Object.keys(doc.components.schemas).length} shared schemas`);
