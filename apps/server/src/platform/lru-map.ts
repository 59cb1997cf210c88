/**
 * A bounded map by string key that lets its least recently used entry go past `capacity` (a token's verified
 * claims, platform/auth/tokens.ts; a session's facts per data version, platform/auth/auth-hook.ts).
 */
export function createLruMap<T>(capacity: number) {
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
