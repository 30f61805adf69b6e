import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { instanceScreen } from './screens';

/** 服务注册: every running server process, with its heartbeat (docs/domain/operations.md). */
export const instanceStatuses = { up: '运行中', down: '失联' } as const;

export const serverInstanceRow = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number(),
  version: z.string(),
  role: z.string(),
  address: z.string().nullable(),
  startedAt: z.string(),
  lastBeatAt: z.string(),
  /** Its own beat interval (INSTANCE_HEARTBEAT_SECONDS of that process). */
  heartbeatSeconds: z.number(),
  /** Seconds since its last beat, by the database's clock (the same for every process). */
  silentSeconds: z.number(),
  status: z.enum(['up', 'down']),
  /** The process that answered this call. */
  current: z.boolean(),
});
export type ServerInstanceRow = z.infer<typeof serverInstanceRow>;

export const serverInstances = endpoint({
  method: 'GET',
  path: '/api/monitor/serviceInstance/list',
  access: needs(instanceScreen.menu),
  summary: '服务实例列表：每个服务进程的主机、进程号、版本、角色、启动与最近心跳时间；漏掉若干次（按各自的心跳间隔）心跳显示为失联，更久后移除',
  response: z.object({
    rows: z.array(serverInstanceRow),
    heartbeatSeconds: z.number(),
    downAfterBeats: z.number(),
    removeAfterHours: z.number(),
  }),
});
