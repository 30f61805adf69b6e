/** Requests of the current interval per route: what a metrics snapshot keeps (rate, p95, errors). */
interface RouteWindow {
  durations: number[];
  count: number;
  errors: number;
}

/** Enough to estimate a p95 without holding every duration of a busy interval. */
const SAMPLE_CAP = 2000;

export interface RouteStats {
  route: string;
  count: number;
  errors: number;
  p95Ms: number;
}

export class RequestWindow {
  private routes = new Map<string, RouteWindow>();

  record(route: string, ms: number, failed: boolean): void {
    let w = this.routes.get(route);
    if (!w) this.routes.set(route, (w = { durations: [], count: 0, errors: 0 }));
    w.count++;
    if (failed) w.errors++;
    if (w.durations.length < SAMPLE_CAP) w.durations.push(ms);
    else w.durations[Math.floor(Math.random() * SAMPLE_CAP)] = ms;
  }

  /** The interval's figures per route; the window starts afresh. */
  drain(): RouteStats[] {
    const out = [...this.routes].map(([route, w]) => ({ route, count: w.count, errors: w.errors, p95Ms: percentile(w.durations, 0.95) }));
    this.routes = new Map();
    return out;
  }
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! * 10) / 10;
}

/** This process's window, fed by the request metrics middleware. */
export const requestWindow = new RequestWindow();
