// Shared steps of the asset journeys (eam-*.e2e.mjs).
import zlib from 'node:zlib';

/** A small real PNG (a grey square `size` px wide): what a phone's camera hands the page, in miniature. */
export function greyPng(size = 24, grey = 0x88) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.from([0, ...Array(size).fill(grey)])));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A photo to give a file input: `setInputFiles(photo('gauge.png'))`. */
export const photo = (name, grey) => ({ name, mimeType: 'image/png', buffer: greyPng(24, grey) });

/**
 * The asset calls the page gets refused from now on (status and path): a journey that expects none checks this is
 * empty at its end, so a refusal the user saw only as a passing toast still fails it.
 */
export function assetRefusals(page) {
  const seen = [];
  page.on('response', (r) => {
    if (r.url().includes('/service-eam/') && r.status() >= 400) seen.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return seen;
}
