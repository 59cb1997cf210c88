/**
 * Often-used flows are edited on a working copy (spec 000 section 4): ticking adds a flow to the end of the
 * copy, unticking removes it; saving replaces the official list with the copy; cancelling drops the copy.
 */
export function toggleFlow(copy: readonly string[], defKey: string): string[] {
  return copy.includes(defKey) ? copy.filter((k) => k !== defKey) : [...copy, defKey];
}

/** Whether the copy differs from the official list (order counts: it is the display order). */
export const isChanged = (official: readonly string[], copy: readonly string[]) =>
  official.length !== copy.length || official.some((k, i) => k !== copy[i]);
