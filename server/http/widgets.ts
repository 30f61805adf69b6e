import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';

/** A widget's name as it appears in its URL and HTML file: `inbox` for /widgets/inbox. */
const WIDGET_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * The built Lark widgets: `GET /widgets/<name>` answers dist/web/widgets/<name>.html (revalidated on
 * every load, its assets are long-cached by their hashed names). Any other path under /widgets is a
 * 404, never the portal. Mounted before the portal's static files and fallback.
 */
export function serveWidgets(app: express.Express, dist: string): void {
  const widgetsDir = path.join(dist, 'web', 'widgets');
  const notFound = (res: express.Response) => res.status(404).type('text').send('页面不存在');

  app.get('/widgets/:name', (req, res) => {
    const { name } = req.params;
    if (!WIDGET_NAME.test(name)) return notFound(res);
    if (!fs.existsSync(widgetsDir)) return res.status(503).type('text').send('The widgets are not built yet: run `npm run build`.');
    const page = path.join(widgetsDir, `${name}.html`);
    if (!fs.existsSync(page)) return notFound(res);
    res.set('Cache-Control', 'no-cache').sendFile(page);
  });
  app.use('/widgets', (_req, res) => notFound(res));
}
