import { SpanKind, SpanStatusCode, context, trace, type Context } from '@opentelemetry/api';
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { apiResCode } from './resCode';
import { requestIdFrom } from './requestId';
import { routeOf } from './route';
import { tracer } from './tracing';

/** The request span's context, kept on the response: the parent of the spans the router opens. */
const SPAN_CONTEXT = Symbol('spanContext');

type WithSpanContext = ServerResponse & { [SPAN_CONTEXT]?: Context };

/**
 * A span for the whole request, named by its route pattern once answered, with the request id: the
 * root of the waterfall when http is not instrumented (the embedded database is not pg either).
 * Its children find it on the response, so no async context has to be carried from call to call
 * (server/telemetry/tracing.ts registers a context manager only when http, express and pg are patched).
 */
export function requestSpans() {
  return (req: Request, res: Response, next: NextFunction) => {
    const parent = trace.getActiveSpan();
    const span = tracer().startSpan(req.method, { kind: parent ? SpanKind.INTERNAL : SpanKind.SERVER });
    const spanContext = trace.setSpan(context.active(), span);
    (res as WithSpanContext)[SPAN_CONTEXT] = spanContext;
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
    context.with(spanContext, next);
  };
}

/**
 * Runs `work` inside a child span of the request `res` answers (access check, handler); `work` runs
 * with that span active, so instrumented calls inside it (pg) nest under it when a context manager is set.
 */
export async function inSpan<T>(res: ServerResponse, name: string, work: () => Promise<T>): Promise<T> {
  const parent = (res as WithSpanContext)[SPAN_CONTEXT] ?? context.active();
  const span = tracer().startSpan(name, undefined, parent);
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}
