import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 20 });
delay.enable();

/** The event loop's p99 delay since the last call, in ms (the histogram starts afresh). */
export function drainEventLoopP99Ms(): number {
  const p99 = delay.percentile(99) / 1e6;
  delay.reset();
  return Math.round(p99 * 10) / 10;
}
