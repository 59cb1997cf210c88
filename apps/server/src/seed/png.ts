import { deflateSync } from 'node:zlib';

/** A minimal RGBA PNG encoder, enough to draw the demo plant's avatars and seals without native libraries. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
  ]);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const hash = (s: string) => [...s].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7);

/** A round identicon avatar: a symmetric 5x5 pattern in a colour derived from the account. */
export function avatarPng(seed: string, size = 160): Buffer {
  const h = hash(seed);
  const hue = h % 360;
  const [r, g, b] = hsl(hue, 0.55, 0.5);
  const cells = Array.from({ length: 15 }, (_, i) => ((h >>> i) & 1) === 1);
  const cell = size / 7;
  return encodePng(size, size, (x, y) => {
    const dx = x - size / 2, dy = y - size / 2;
    if (dx * dx + dy * dy > (size / 2) ** 2) return [0, 0, 0, 0];
    const cx = Math.floor(x / cell) - 1, cy = Math.floor(y / cell) - 1;
    const on = cx >= 0 && cx < 5 && cy >= 0 && cy < 5 && cells[Math.min(cx, 4 - cx) * 5 + cy];
    return on ? [r, g, b, 255] : [240, 244, 248, 255];
  });
}

/** A red round seal: double ring and a five-pointed star, as electronic seals look. */
export function sealPng(size = 240): Buffer {
  const c = size / 2;
  const star = (x: number, y: number) => {
    const a = Math.atan2(y, x) + Math.PI / 2;
    const d = Math.hypot(x, y);
    const k = (((a % (2 * Math.PI / 5)) + 2 * Math.PI / 5) % (2 * Math.PI / 5)) - Math.PI / 5;
    const rOuter = size * 0.16, rInner = rOuter * 0.38;
    const edge = rInner + (rOuter - rInner) * (1 - Math.abs(k) / (Math.PI / 5));
    return d < edge;
  };
  return encodePng(size, size, (x, y) => {
    const d = Math.hypot(x - c, y - c);
    const ring = (d < c - 4 && d > c - 14) || (d < c - 20 && d > c - 23);
    return ring || star(x - c, y - c) ? [208, 32, 40, 235] : [0, 0, 0, 0];
  });
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}
