import fs from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { avatarColour, avatarLabel, avatarPalette } from '@wp/contract';
import { staffWithPhoto } from './avatar.js';
import { avatarGlyphs } from './avatar-glyphs.js';
import { staff } from './plant.js';
import { avatarPng } from './png.js';

/** The RGBA pixels of a PNG as encodePng writes it (8-bit RGBA, filter 0 on every row). */
function decode(png: Buffer): { width: number; height: number; at: (x: number, y: number) => number[] } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let pos = 8, width = 0, height = 0;
  const idat: Buffer[] = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos), type = png.toString('ascii', pos + 4, pos + 8), data = png.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  return { width, height, at: (x, y) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 5 + x * 4)] };
}

describe('name avatars', () => {
  it('tell the plant\'s staff apart: every colour is one of the palette, and at least eight are used', () => {
    for (const s of staff) expect(avatarPalette).toContain(avatarColour(s.fullname));
    expect(new Set(staff.map((s) => avatarColour(s.fullname))).size).toBeGreaterThanOrEqual(8);
  });

  it('have the outline of every character a seeded photo shows', () => {
    for (const account of staffWithPhoto) {
      const person = staff.find((s) => s.account === account);
      expect(person, account).toBeDefined();
      for (const ch of avatarLabel(person!.fullname)) expect(avatarGlyphs[ch], `${account}: ${ch}`).toBeDefined();
    }
  });

  it('draw a photo as the given name in white on the person\'s colour: nothing but those two and their blends', () => {
    const png = decode(avatarPng('zhangwei'));
    expect([png.width, png.height]).toEqual([240, 240]);
    const bg = [1, 3, 5].map((i) => parseInt(avatarColour('张伟').slice(i, i + 2), 16));
    let white = 0, inside = 0, opaque = true, offLine = 0;
    for (let y = 0; y < 240; y++) {
      for (let x = 0; x < 240; x++) {
        const [r, g, b, a] = png.at(x, y);
        opaque &&= a === 255;
        // On the line from the background to white: the same share of the way on all three channels.
        const share = (r - bg[0]) / (255 - bg[0]);
        offLine = Math.max(offLine, Math.abs((g - bg[1]) - share * (255 - bg[1])), Math.abs((b - bg[2]) - share * (255 - bg[2])));
        if (share > 0.5) {
          white++;
          // The text stays in the middle of the square, clear of the circle the web crops it to.
          if (Math.hypot(x + 0.5 - 120, y + 0.5 - 120) < 120 * 0.75) inside++;
        }
      }
    }
    expect(opaque).toBe(true);
    expect(offLine).toBeLessThanOrEqual(1.5);
    expect(white).toBe(inside);
    expect(white / 240 ** 2).toBeGreaterThan(0.04);
    expect(white / 240 ** 2).toBeLessThan(0.25);
    expect(avatarPng('zhangwei')).toEqual(avatarPng('zhangwei'));
  });
});

describe('seeded photos', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('are a name avatar for the demo accounts only; everyone else has none', async () => {
    const users = await t.db.selectFrom('uc_user').select(['account', 'photo']).where('tenant_id', '=',
      (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', t.config.defaultTenant).executeTakeFirstOrThrow()).id).execute();
    expect(users.filter((u) => u.photo).map((u) => u.account).sort()).toEqual([...staffWithPhoto].sort());
    for (const u of users.filter((x) => x.photo)) {
      const file = await t.db.selectFrom('sys_file').select(['mime_type', 'visibility', 'storage_path']).where('id', '=', u.photo!).executeTakeFirstOrThrow();
      expect(file).toMatchObject({ mime_type: 'image/png', visibility: 'tenant' });
      expect(fs.readFileSync(path.join(t.config.dataDir, 'files', file.storage_path)).equals(avatarPng(u.account))).toBe(true);
    }
  });
});
