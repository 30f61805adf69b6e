import express from 'express';
import { requestIdOf } from '../../../server/telemetry/requestId';
import { markResCode } from '../../../server/telemetry/resCode';
import { inSpan, requestSpans } from '../../../server/telemetry/requestSpan';
import { markRoute } from '../../../server/telemetry/route';
import { recentTraces } from '../../../server/telemetry/tracing';

/** An app answering as the API router does: the caller check and the handler in child spans, then the resCode. */
export function tracedApp(slowMs: number) {
  const a = express();
  a.use((req, res, next) => {
    requestIdOf(req, res);
    next();
  });
  a.use(requestSpans());
  a.get('/api/thing/:how', async (req, res) => {
    markRoute(res, '/api/thing/:how');
    const how = req.params.how;
    await inSpan(res, 'identify', async () => null);
    let resCode = 200;
    try {
      await inSpan(res, 'handler /api/thing/:how', async () => {
        if (how === 'slow') await new Promise((r) => setTimeout(r, slowMs + 20));
        if (how === 'refused') throw new Error('没有权限');
      });
    } catch {
      resCode = 403;
    }
    markResCode(res, resCode);
    res.json({ resCode });
  });
  return a;
}

/** The traces of `name`, once the answer's finish has run. */
export async function tracesOf(name: string) {
  await new Promise((r) => setTimeout(r, 20));
  return recentTraces().filter((t) => t.name === name);
}
