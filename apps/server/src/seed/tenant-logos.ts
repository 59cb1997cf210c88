import { encodePng } from './png.js';

/**
 * The seeded tenants' logos: white marks on a transparent ground, drawn for the translucent tile the sign-in page,
 * the home and the boot screen put them on. Shapes are in a 64-unit box (as the product's SVG drop), sampled 4×4
 * a pixel so edges are smooth; 168 pixels square, sharp at 56 CSS pixels on a three-times screen.
 */
type Colour = readonly [number, number, number];
type Paint = (x: number, y: number) => Colour | null;

const WHITE: Colour = [255, 255, 255];
const BLUE: Colour = [22, 119, 255];

function draw(paint: Paint, size = 168): Buffer {
  const n = 4;
  return encodePng(size, size, (px, py) => {
    let r = 0, g = 0, b = 0, a = 0;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
      const c = paint(((px + (i + 0.5) / n) * 64) / size, ((py + (j + 0.5) / n) * 64) / size);
      if (c) { r += c[0]; g += c[1]; b += c[2]; a++; }
    }
    // Colour averaged over the covered samples only: an edge pixel fades in alpha, never towards black.
    return a === 0 ? [0, 0, 0, 0] : [Math.round(r / a), Math.round(g / a), Math.round(b / a), Math.round((255 * a) / (n * n))];
  });
}

/** Half the width of the drop's upper part at height y: the SVG's cubic from the tip (32,8) to (16,38). */
const dropSide = (() => {
  const points: Array<[number, number]> = [];
  for (let k = 0; k <= 200; k++) {
    const t = k / 200, u = 1 - t;
    points.push([u ** 3 * 32 + 3 * u * u * t * 23 + 3 * u * t * t * 16 + t ** 3 * 16, u ** 3 * 8 + 3 * u * u * t * 20 + 3 * u * t * t * 29 + t ** 3 * 38]);
  }
  return (y: number) => {
    const i = points.findIndex(([, py]) => py >= y);
    if (i <= 0) return 0;
    const [x0, y0] = points[i - 1], [x1, y1] = points[i];
    return 32 - (x0 + ((x1 - x0) * (y - y0)) / (y1 - y0 || 1));
  };
})();

/** The plant's drop, as the product's SVG: a white drop with a blue arc of light in its lower left. */
export const plantLogoPng = () => draw((x, y) => {
  const inDrop = y >= 38 ? Math.hypot(x - 32, y - 38) <= 16 : y >= 8 && Math.abs(x - 32) <= dropSide(y);
  if (!inDrop) return null;
  const d = Math.hypot(x - 32, y - 40);
  const onArc = x <= 32 && y >= 40 && Math.abs(d - 8) <= 1.75;
  const onCap = Math.hypot(x - 24, y - 40) <= 1.75 || Math.hypot(x - 32, y - 48) <= 1.75;
  return onArc || onCap ? BLUE : WHITE;
});

/** A round emblem: a white disc crossed by two blue waves, inside a thin white ring. */
export const waveEmblemPng = () => draw((x, y) => {
  const d = Math.hypot(x - 32, y - 32);
  if (d >= 25.5 && d <= 28) return WHITE;
  if (d > 22.5) return null;
  const wave = (base: number) => Math.abs(y - (base + 2.6 * Math.sin(((x - 10) / 22) * 2 * Math.PI))) <= 2;
  return wave(30) || wave(39) ? BLUE : WHITE;
});

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
