import { avatarColour, avatarLabel, avatarLabelScale } from '@wp/contract';
import { avatarGlyphs } from './avatar-glyphs.js';
import { staff } from './plant.js';

/**
 * The staff who have set a photo: the demo accounts of scripts/demo-accounts.json, so that logging in as any of
 * them shows one. The others have none, and the apps draw their name avatar.
 */
export const staffWithPhoto: ReadonlySet<string> = new Set(['zhangwei', 'wangfang', 'zhangmin', 'lijun', 'chenjing']);

/**
 * The pixels of the photo seeded for `account` (a person of the demo plant; any other string is drawn as a
 * name, for test fixtures): a square of the person's colour with the given name in white, centred. The web
 * crops it to a circle, as it does every photo. Characters missing from avatar-glyphs.ts are left out.
 */
export function avatarPixels(account: string, size: number): (x: number, y: number) => [number, number, number, number] {
  const name = staff.find((s) => s.account === account)?.fullname ?? account;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(avatarColour(name).slice(i, i + 2), 16));
  const glyphs = Array.from(avatarLabel(name)).flatMap((ch) => avatarGlyphs[ch] ?? []);
  const scale = (size * avatarLabelScale(avatarLabel(name))) / 1000;
  const width = glyphs.reduce((w, gl) => w + gl.advance, 0) * scale;
  // The ideographic em box runs from -120 to 880 font units: its middle, 380, goes to the middle of the square.
  let pen = (size - width) / 2;
  const contours = glyphs.flatMap((gl) => {
    const left = pen;
    pen += gl.advance * scale;
    return flatten(gl.path, (x, y) => [left + x * scale, size / 2 + (380 - y) * scale]);
  });
  const cover = coverage(contours, size);
  return (x, y) => {
    const a = Math.min(1, cover[y * size + x]);
    return [Math.round(r + (255 - r) * a), Math.round(g + (255 - g) * a), Math.round(b + (255 - b) * a), 255];
  };
}

type Point = [number, number];

/** The contours of an SVG path of M, L, Q, C and Z (absolute), curves cut into short lines, through `to`. */
function flatten(path: string, to: (x: number, y: number) => Point): Point[][] {
  const tokens = path.match(/[MLQCZ]|-?\d*\.?\d+/g) ?? [];
  const contours: Point[][] = [];
  let current: Point[] = [];
  let i = 0;
  const num = () => Number(tokens[i++]);
  const point = () => to(num(), num());
  while (i < tokens.length) {
    const op = tokens[i++];
    if (op === 'M') {
      if (current.length > 1) contours.push(current);
      current = [point()];
    } else if (op === 'L') {
      current.push(point());
    } else if (op === 'Q' || op === 'C') {
      const controls = [current[current.length - 1], ...Array.from({ length: op === 'Q' ? 2 : 3 }, point)];
      const span = controls.slice(1).reduce((d, p, k) => d + Math.hypot(p[0] - controls[k][0], p[1] - controls[k][1]), 0);
      const steps = Math.max(2, Math.ceil(span / 2));
      for (let s = 1; s <= steps; s++) current.push(bezier(controls, s / steps));
    } else if (op === 'Z') {
      if (current.length > 1) contours.push(current);
      current = [];
    }
  }
  if (current.length > 1) contours.push(current);
  return contours;
}

/** A point of a Bézier curve of any degree (de Casteljau). */
function bezier(points: Point[], t: number): Point {
  let p = points;
  while (p.length > 1) p = p.slice(1).map((q, k) => [p[k][0] + (q[0] - p[k][0]) * t, p[k][1] + (q[1] - p[k][1]) * t]);
  return p[0];
}

/**
 * How much of each pixel of a size x size square the closed contours cover (nonzero winding), 0 to 1: 16 scan
 * lines a pixel row, and the exact share of every pixel along each line, which smooths edges as a browser does.
 */
function coverage(contours: Point[][], size: number): Float32Array {
  const cover = new Float32Array(size * size);
  const edges = contours.flatMap((c) => c.map((p, k) => [p, c[(k + 1) % c.length]] as const))
    .filter(([p, q]) => p[1] !== q[1])
    .map(([p, q]) => (p[1] < q[1] ? { x0: p[0], y0: p[1], x1: q[0], y1: q[1], dir: 1 } : { x0: q[0], y0: q[1], x1: p[0], y1: p[1], dir: -1 }));
  const lines = 16;
  for (let y = 0; y < size; y++) {
    for (let s = 0; s < lines; s++) {
      const yy = y + (s + 0.5) / lines;
      const hits = edges.filter((e) => e.y0 <= yy && yy < e.y1)
        .map((e) => ({ x: e.x0 + ((yy - e.y0) / (e.y1 - e.y0)) * (e.x1 - e.x0), dir: e.dir }))
        .sort((a, b) => a.x - b.x);
      let winding = 0;
      let start = 0;
      for (const h of hits) {
        if (winding === 0) start = h.x;
        winding += h.dir;
        if (winding === 0) addSpan(cover, y * size, size, start, h.x, 1 / lines);
      }
    }
  }
  return cover;
}

function addSpan(cover: Float32Array, row: number, size: number, from: number, to: number, weight: number) {
  const a = Math.max(0, from), b = Math.min(size, to);
  if (b <= a) return;
  const ia = Math.floor(a), ib = Math.floor(b);
  if (ia === ib) {
    cover[row + ia] += (b - a) * weight;
    return;
  }
  cover[row + ia] += (ia + 1 - a) * weight;
  for (let x = ia + 1; x < ib; x++) cover[row + x] += weight;
  if (ib < size) cover[row + ib] += (b - ib) * weight;
}
