import { deflateSync } from 'node:zlib';
import { avatarPixels } from './avatar.js';

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

/**
 * The photo seeded for a demo account: its given name in white on its colour, as DingTalk and Feishu draw people
 * without a photo (see avatar.ts). 240 pixels square, sharp on a 72-pixel avatar at three device pixels a pixel.
 */
export function avatarPng(account: string, size = 240): Buffer {
  return encodePng(size, size, avatarPixels(account, size));
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
