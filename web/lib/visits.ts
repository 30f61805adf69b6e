/** How often this user opened each page, in localStorage, for the home page's shortcuts. */
const keyFor = (userId: number) => `crossdock.visits.${userId}`;

export type VisitCounts = Record<string, number>;

export function readVisits(userId: number): VisitCounts {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyFor(userId)) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as VisitCounts) : {};
  } catch {
    return {};
  }
}

export function recordVisit(userId: number, path: string): void {
  const counts = readVisits(userId);
  counts[path] = (counts[path] ?? 0) + 1;
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify(counts));
  } catch {
    // Storage full or disabled: shortcuts fall back to the first permitted pages.
  }
}
