import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import { apiResCode } from './resCode';
import { requestIdFrom } from './requestId';
import { routeOf } from './route';
import { tracer } from './tracing';

/**
 * A span for the whole request, named by its route pattern once answered, with the request id: the
 * root of the waterfall when http is not instrumented (the embedded database is not pg either).
 */
export function requestSpans() {
  return (req: Request, res: Response, next: NextFunction) => {
    const parent = trace.getActiveSpan();
    const span = tracer().startSpan(req.method, { kind: parent ? SpanKind.INTERNAL : SpanKind.SERVER });
    res.once('finish', () => {
      const resCode = apiResCode(res);
      span.updateName(`${req.method} ${routeOf(res)}`);
      span.setAttribute('http.request.method', req.method);
      span.setAttribute('http.route', routeOf(res));
      span.setAttribute('http.response.status_code', res.statusCode);
      span.setAttribute('crossdock.request_id', requestIdFrom(res) ?? '');
      if (resCode !== undefined) span.setAttribute('crossdock.res_code', resCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(context.active(), span), next);
  };
}

/** Runs `work` inside a child span of the current request (access check, handler). */
export async function inSpan<T>(name: string, work: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}
