/** One pen stroke in CSS pixels of the pad. */
export interface Stroke { color: string; size: number; points: Array<[number, number]> }

export const PEN_COLOURS = ['#1f2329', '#f53f3f', '#1677ff', '#00b578', '#ff8f1f', '#7c5cfc'] as const;
export const PEN_SIZES = [2, 5, 10] as const;

/** Draws strokes on a 2D context (already scaled to CSS pixels), on a white ground so the PNG is not transparent. */
export function paint(ctx: CanvasRenderingContext2D, width: number, height: number, strokes: readonly Stroke[]) {
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const s of strokes) {
    ctx.strokeStyle = s.color;
    ctx.fillStyle = s.color;
    ctx.lineWidth = s.size;
    if (s.points.length === 1) {
      const [x, y] = s.points[0];
      ctx.beginPath();
      ctx.arc(x, y, s.size / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.beginPath();
    s.points.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.stroke();
  }
}

/** `sketch-20261122-101530.png` for the local time `now`. */
export function sketchFileName(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `sketch-${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}.png`;
}
