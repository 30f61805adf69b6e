import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { traceScreen } from './screens';

export const traceSpan = z.object({
  spanId: z.string(),
  parentSpanId: z.string().nullable(),
  name: z.string(),
  /** Milliseconds from the start of the trace. */
  offsetMs: z.number(),
  durationMs: z.number(),
  failed: z.boolean(),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type TraceSpan = z.infer<typeof traceSpan>;

export const traceRow = z.object({
  traceId: z.string(),
  name: z.string(),
  startedAt: z.string(),
  durationMs: z.number(),
  failed: z.boolean(),
  requestId: z.string().nullable(),
  spans: z.array(traceSpan),
});
export type TraceRow = z.infer<typeof traceRow>;

export const recentTraceList = endpoint({
  method: 'GET',
  path: '/api/monitor/traces',
  access: needs(traceScreen.menu),
  summary: '链路追踪：本服务进程最近的慢请求（不短于 slowMs）和失败请求（最多 200 条，最新在前），含各 span 的起点与耗时；tracingUiUrl 为外部追踪界面（已配置时）',
  response: z.object({ slowMs: z.number().nullable(), tracingUiUrl: z.string().nullable(), instance: z.string(), rows: z.array(traceRow) }),
});
