/** The kinds by their name; two kinds of one name are a mistake in the manifests, refused at start. */
export function byKind<K extends { kind: string }>(kinds: readonly K[], what: 'export' | 'import'): Map<string, K> {
  const map = new Map<string, K>();
  for (const k of kinds) {
    if (map.has(k.kind)) throw new Error(`${what} kind declared twice: ${k.kind}`);
    map.set(k.kind, k);
  }
  return map;
}
