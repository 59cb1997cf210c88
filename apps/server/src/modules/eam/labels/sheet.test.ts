import { describe, expect, it } from 'vitest';
import { darkRuns, paginate, SHEETS } from './sheet.js';

describe('label sheets', () => {
  it('lays 24 labels of 70 × 37 mm on A4, inside the page', () => {
    const { page, boxes } = SHEETS['a4-3x8'];
    expect(boxes).toHaveLength(24);
    expect(boxes[2]).toEqual({ x: 140, y: 0.5, width: 70, height: 37 });
    expect(boxes[3]).toEqual({ x: 0, y: 37.5, width: 70, height: 37 });
    for (const b of boxes) {
      expect(b.x + b.width).toBeLessThanOrEqual(page.width);
      expect(b.y + b.height).toBeLessThanOrEqual(page.height);
    }
  });

  it('splits items into pages, the last one partly filled', () => {
    const pages = paginate(Array.from({ length: 50 }, (_, i) => i), SHEETS['a4-3x8']);
    expect(pages.map((p) => p.length)).toEqual([24, 24, 2]);
    expect(pages[2]![1]).toEqual({ item: 49, box: SHEETS['a4-3x8'].boxes[1] });
    expect(paginate([1, 2], SHEETS['roll-50x30']).map((p) => p.length)).toEqual([1, 1]);
  });

  it('joins dark modules into runs per row', () => {
    const m = ['##.#', '....', '####', '.#..'];
    expect(darkRuns(4, (r, c) => m[r]![c] === '#')).toEqual([
      { row: 0, col: 0, length: 2 }, { row: 0, col: 3, length: 1 }, { row: 2, col: 0, length: 4 }, { row: 3, col: 1, length: 1 },
    ]);
  });
});
