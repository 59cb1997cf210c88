import type { eamApi } from '@wp/contract';

type LabelPaper = eamApi.LabelPaper;

/** PDF points per millimetre. */
export const PT = 72 / 25.4;

/** A paper's page and the label boxes on it, in millimetres from the page's top left corner. */
export interface Sheet {
  page: { width: number; height: number };
  /** The label boxes of one page, in print order (rows, left to right). */
  boxes: Array<{ x: number; y: number; width: number; height: number }>;
}

const grid = (page: Sheet['page'], cols: number, rows: number, label: { width: number; height: number }, margin: { x: number; y: number }): Sheet => ({
  page,
  boxes: Array.from({ length: cols * rows }, (_, i) => ({
    x: margin.x + (i % cols) * label.width, y: margin.y + Math.floor(i / cols) * label.height, width: label.width, height: label.height,
  })),
});

/** A4 3 × 8 of 70 × 37 mm: the sheet's full width, 0.5 mm top and bottom; a roll: one 50 × 30 mm label per page. */
export const SHEETS: Record<LabelPaper, Sheet> = {
  'a4-3x8': grid({ width: 210, height: 297 }, 3, 8, { width: 70, height: 37 }, { x: 0, y: 0.5 }),
  'roll-50x30': grid({ width: 50, height: 30 }, 1, 1, { width: 50, height: 30 }, { x: 0, y: 0 }),
};

/** The items split into pages of the sheet, each item with its box. */
export function paginate<T>(items: readonly T[], sheet: Sheet): Array<Array<{ item: T; box: Sheet['boxes'][number] }>> {
  const per = sheet.boxes.length;
  return Array.from({ length: Math.ceil(items.length / per) }, (_, p) =>
    items.slice(p * per, (p + 1) * per).map((item, i) => ({ item, box: sheet.boxes[i]! })));
}

/**
 * The dark modules of a QR matrix as horizontal runs (row, first column, length): a label draws a few hundred
 * rectangles, not one per module.
 */
export function darkRuns(size: number, isDark: (row: number, col: number) => boolean): Array<{ row: number; col: number; length: number }> {
  const runs: Array<{ row: number; col: number; length: number }> = [];
  for (let row = 0; row < size; row += 1) {
    let start = -1;
    for (let col = 0; col <= size; col += 1) {
      const dark = col < size && isDark(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push({ row, col: start, length: col - start });
        start = -1;
      }
    }
  }
  return runs;
}
