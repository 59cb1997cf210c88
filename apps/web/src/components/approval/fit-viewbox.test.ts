import { describe, expect, it } from 'vitest';
import { paddedViewbox, type Box } from './fit-viewbox.js';

/** Where the diagram's box lands on the screen, in px, under a viewbox shown in `outer`. */
const onScreen = (inner: Box, view: Box, outer: { width: number }) => {
  const scale = outer.width / view.width;
  return { left: (inner.x - view.x) * scale, right: (inner.x + inner.width - view.x) * scale, top: (inner.y - view.y) * scale, bottom: (inner.y + inner.height - view.y) * scale };
};

describe('the diagram fitted with padding', () => {
  // A leave process drawn 1,000 wide, its start event's label reaching x = 150.
  const diagram = { x: 150, y: 60, width: 1000, height: 260 };

  it('keeps the whole diagram, start event included, inside a 390 px phone with room all round', () => {
    const outer = { width: 390, height: 480 };
    const box = onScreen(diagram, paddedViewbox(diagram, outer), outer);
    expect(box.left).toBeCloseTo(24);
    expect(box.right).toBeCloseTo(366);
    expect(box.top).toBeGreaterThanOrEqual(24);
    expect(box.bottom).toBeLessThanOrEqual(456);
  });

  it('does not blow a small diagram up past 1:1, and centres it', () => {
    const small = { x: 0, y: 0, width: 200, height: 100 };
    const outer = { width: 1024, height: 600 };
    const view = paddedViewbox(small, outer);
    expect(view.width).toBe(1024);
    const box = onScreen(small, view, outer);
    expect(box.left).toBeCloseTo(412);
    expect(box.top).toBeCloseTo(250);
  });
});
