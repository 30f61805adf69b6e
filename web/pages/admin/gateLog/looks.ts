import type { TagColor } from '@douyinfe/semi-ui/lib/es/tag';
import { allElements, findEntry } from '@shared/catalog';

export const methods = ['GET', 'POST', 'PUT', 'DELETE'];

const methodColors: Record<string, TagColor> = { GET: 'grey', POST: 'blue', PUT: 'orange', DELETE: 'red' };
export const methodColor = (method: string): TagColor => methodColors[method] ?? 'grey';

/** 200 green; refused for permission or login (401-403) orange; other 4xx amber; 5xx red. */
export function resultColor(code: number): TagColor {
  if (code === 200) return 'green';
  if (code >= 401 && code <= 403) return 'orange';
  if (code >= 400 && code < 500) return 'amber';
  if (code >= 500) return 'red';
  return 'grey';
}

let elementNames: Map<string, string> | undefined;

/** The screen of a log row in words (its title); an element code, as older rows hold, as 'screen · button'. */
export function menuName(code: string | null): string | undefined {
  if (!code) return undefined;
  const screen = findEntry(code);
  if (screen) return screen.title;
  elementNames ??= new Map(allElements().map((e) => [e.code, `${findEntry(e.menuPath)?.title ?? e.menuPath} · ${e.name}`] as const));
  return elementNames.get(code);
}

/** The body summary for reading: JSON indented when it is JSON, as stored otherwise. */
export function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** An IPv4 client seen through an IPv6 socket (::ffff:10.0.0.5) shown as plain IPv4. */
export function displayHost(host: string | null): string {
  if (!host) return '-';
  return host.startsWith('::ffff:') ? host.slice(7) : host;
}
