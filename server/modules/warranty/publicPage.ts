import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';
import { CODE_PATTERN, PUBLIC_PATH } from '@shared/api/warranty/common';

/**
 * The buyer's page: `GET /w/<code>` answers the small `warranty` entry (dist/web/warranty.html), which
 * reads the code from its path. Codes are checked by shape here and by the database on the page's calls.
 */
export function servePublicPage(app: express.Express, dist: string): void {
  const page = path.join(dist, 'web', 'warranty.html');
  app.get(`${PUBLIC_PATH}:code`, (req, res) => {
    if (!CODE_PATTERN.test(req.params.code.toUpperCase())) return res.status(404).type('text').send('Not found');
    if (!fs.existsSync(page)) return res.status(503).type('text').send('The warranty page is not built yet: run `npm run build`.');
    res.set('Cache-Control', 'no-cache').sendFile(page);
  });
}
