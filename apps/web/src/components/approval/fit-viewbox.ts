/** A rectangle in diagram coordinates (bpmn-js's viewbox and the diagram's bounds). */
export interface Box { x: number; y: number; width: number; height: number }

/**
 * The viewbox that shows the whole diagram inside a `outer` px canvas with `padding` px all round, centred,
 * never enlarged past 1:1. bpmn-js's own 'fit-viewport' puts the diagram's edge on the canvas edge, so on a
 * 390 px phone the start event's circle and label were cut off at the left.
 */
export function paddedViewbox(inner: Box, outer: { width: number; height: number }, padding = 24): Box {
  const room = { width: Math.max(1, outer.width - 2 * padding), height: Math.max(1, outer.height - 2 * padding) };
  const scale = Math.min(1, room.width / Math.max(1, inner.width), room.height / Math.max(1, inner.height));
  const width = outer.width / scale;
  const height = outer.height / scale;
  return { x: inner.x + inner.width / 2 - width / 2, y: inner.y + inner.height / 2 - height / 2, width, height };
}
