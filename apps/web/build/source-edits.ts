/** A replacement of a range of a module's code (offsets into the original). */
export type Edit = { start: number; end: number; text: string };

/** Applies edits (ranges of the original code, none overlapping) from the last to the first. */
export const applyEdits = (code: string, edits: Edit[]) =>
  [...edits].sort((a, b) => b.start - a.start).reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), code);
