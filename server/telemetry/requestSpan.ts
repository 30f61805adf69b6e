import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, trace, type Context, type HrTime, type Span } from '@opentelemetry/api';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { apiResCode } from './resCode';
import { requestIdFrom } from './requestId';
import { routeOf } from './route';
import { keepsTrace, liveSpans, tracer } from './tracing';

/** The request span's context, kept on the response: the parent of the spans the router opens. */
const SPAN_CONTEXT = Symbol('spanContext');
/** The request's timings while its spans are not built yet (see `timedRequest`). */
const TIMINGS = Symbol('timings');

interface Timed {
  name: string;
  start: number;
  end: number;
  error?: string;
}

interface Timings {
  start: number;
  children: Timed[];
}

type Traced = ServerResponse & { [SPAN_CONTEXT]?: Context; [TIMINGS]?: Timings };

/** A request's span once started: what ends it when answered, and the context to run the request in. */
export interface RequestSpan {
  end(): void;
  /** Live spans only: the request runs with its span active (instrumented calls nest under it). */
  context?: Context;
}

/**
 * A span for the whole request, named by its route pattern once answered, with the request id: the
 * root of the waterfall when http is not instrumented (the embedded database is not pg either).
 * Its children find it on the response, so no async context has to be carried from call to call
 * (server/telemetry/tracing.ts registers a context manager only when http, express and pg are patched).
 *
 * Without an exporter the spans only serve the 链路追踪 buffer, which keeps slow and failed requests:
 * then the request and its children are only timed, and turned into spans once answered if kept.
 */
export function startRequestSpan(req: IncomingMessage, res: ServerResponse): RequestSpan {
  return liveSpans() ? liveRequest(req, res) : timedRequest(req, res);
}

/** The request span alone, as a middleware (the app observes a request once: server/telemetry/index.ts). */
export function requestSpans() {
  return (req: Request, res: Response, next: NextFunction) => {
    const span = startRequestSpan(req, res);
    res.once('finish', span.end);
    if (span.context) context.with(span.context, next);
    else next();
  };
}

/** The request's attributes, as the waterfall and the exporter show them. */
function finishRequest(span: Span, req: IncomingMessage, res: ServerResponse, end?: HrTime): void {
  const resCode = apiResCode(res);
  const route = routeOf(res);
  span.updateName(`${req.method} ${route}`);
  span.setAttribute('http.request.method', req.method!);
  span.setAttribute('http.route', route);
  span.setAttribute('http.response.status_code', res.statusCode);
  span.setAttribute('crossdock.request_id', requestIdFrom(res) ?? '');
  if (resCode !== undefined) span.setAttribute('crossdock.res_code', resCode);
  if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(end);
}

/** Spans built as the request runs: exported ones, and those under an instrumented http span. */
function liveRequest(req: IncomingMessage, res: ServerResponse): RequestSpan {
  const parent = trace.getActiveSpan();
  const span = tracer().startSpan(req.method!, { kind: parent ? SpanKind.INTERNAL : SpanKind.SERVER });
  const spanContext = trace.setSpan(context.active(), span);
  (res as Traced)[SPAN_CONTEXT] = spanContext;
  return { end: () => finishRequest(span, req, res), context: spanContext };
}

/** Times the request and its children; builds their spans after the answer only if the buffer keeps them. */
function timedRequest(req: IncomingMessage, res: ServerResponse): RequestSpan {
  const timings: Timings = { start: performance.now(), children: [] };
  (res as Traced)[TIMINGS] = timings;
  return {
    end: () => {
      const end = performance.now();
      const resCode = apiResCode(res);
      const failed = res.statusCode >= 500 || (resCode !== undefined && resCode !== 200) || timings.children.some((c) => c.error !== undefined);
      if (!keepsTrace(end - timings.start, failed)) return;
      const root = tracer().startSpan(req.method!, { kind: SpanKind.SERVER, startTime: wallTime(timings.start) }, ROOT_CONTEXT);
      const parent = trace.setSpan(ROOT_CONTEXT, root);
      for (const child of timings.children) {
        const span = tracer().startSpan(child.name, { startTime: wallTime(child.start) }, parent);
        if (child.error !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: child.error });
        // A handler streaming its answer may still be closing when the answer is finished.
        span.end(wallTime(child.end || end));
      }
      finishRequest(root, req, res, wallTime(end));
    },
  };
}

/**
 * A `performance.now()` reading as the wall-clock time spans carry. All of a request's spans are
 * converted from the one monotonic clock, so their offsets in the waterfall are exact (a span
 * given a plain millisecond number would re-anchor it on `Date.now()`, off by up to a millisecond).
 */
function wallTime(t: number): HrTime {
  const ns = Math.round((performance.timeOrigin + t) * 1e6);
  return [Math.floor(ns / 1e9), ns % 1e9];
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs `work` inside a child span of the request `res` answers (access check, handler); with live
 * spans `work` runs with that span active, so instrumented calls inside it (pg) nest under it.
 */
export async function inSpan<T>(res: ServerResponse, name: string, work: () => Promise<T>): Promise<T> {
  const timings = (res as Traced)[TIMINGS];
  if (timings) return timed(timings, name, work);
  const parent = (res as Traced)[SPAN_CONTEXT] ?? context.active();
  const span = tracer().startSpan(name, undefined, parent);
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: errorMessage(error) });
    throw error;
  } finally {
    span.end();
  }
}

async function timed<T>(timings: Timings, name: string, work: () => Promise<T>): Promise<T> {
  const child: Timed = { name, start: performance.now(), end: 0 };
  timings.children.push(child);
  try {
    return await work();
  } catch (error) {
    child.error = errorMessage(error);
    throw error;
  } finally {
    child.end = performance.now();
  }
}
