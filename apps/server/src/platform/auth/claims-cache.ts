/**
 * A bounded least-recently-used map from token string to its verified claims: a token's signature and claims never
 * change, so each is checked once per process; expiry is still checked on every hit by the caller.
 */
export function createClaimsCache<T extends { exp: number }>(capacity: number) {
  const entries = new Map<string, T>();
  return {
    get(token: string): T | undefined {
      const hit = entries.get(token);
      if (hit === undefined) return undefined;
      // Map keeps insertion order: re-inserting moves the entry to the recently-used end.
      entries.delete(token);
      entries.set(token, hit);
      return hit;
    },
    set(token: string, claims: T) {
      entries.delete(token);
      entries.set(token, claims);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    },
    delete(token: string) {
      entries.delete(token);
    },
    get size() {
      return entries.size;
    },
  };
}
