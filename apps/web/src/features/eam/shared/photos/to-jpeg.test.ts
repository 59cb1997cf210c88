import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fitWithin, isHeic, jpegName, PhotoError, toJpeg } from './to-jpeg.js';
import { fakeCanvas, type FakeCanvas } from './test/fake-canvas.js';

const heicHead = () => new Uint8Array([0, 0, 0, 24, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0]);

describe('fitWithin', () => {
  it('shrinks the long side to the limit and keeps the shape; never enlarges', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 10, 1600)).toEqual({ width: 1600, height: 2 });
  });
});

describe('isHeic', () => {
  it('knows HEIC by type, by name, or by its ftyp brand when the gallery gives neither', async () => {
    expect(await isHeic(new File(['x'], 'a.bin', { type: 'image/heic' }))).toBe(true);
    expect(await isHeic(new File(['x'], 'IMG_0001.HEIC'))).toBe(true);
    expect(await isHeic(new File([heicHead()], 'blob'))).toBe(true);
    expect(await isHeic(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0])], 'a.jpg', { type: 'image/jpeg' }))).toBe(false);
  });
});

describe('toJpeg', () => {
  let canvas: FakeCanvas;
  beforeEach(() => { canvas = fakeCanvas(); });
  afterEach(() => { canvas.restore(); });

  it('draws the photo at most 1600 px on its long side on white and encodes a JPEG at quality 0.8', async () => {
    canvas.decodeAs(4032, 3024);
    const jpeg = await toJpeg(new File(['raw'], 'IMG_1.png', { type: 'image/png' }));
    expect(jpeg.type).toBe('image/jpeg');
    expect(canvas.drawn).toEqual([{ width: 1600, height: 1200 }]);
    expect(canvas.fills).toEqual(['#fff']);
    expect(canvas.encoded).toEqual([{ type: 'image/jpeg', quality: 0.8 }]);
    expect(canvas.decodeOptions[0]).toEqual({ imageOrientation: 'from-image' });
    expect(canvas.closed).toBe(1);
  });

  it('keeps a small photo at its size', async () => {
    canvas.decodeAs(640, 480);
    await toJpeg(new File(['raw'], 'small.jpg', { type: 'image/jpeg' }));
    expect(canvas.drawn).toEqual([{ width: 640, height: 480 }]);
  });

  it('says HEIC when the browser cannot decode a HEIC photo, and unreadable for anything else', async () => {
    canvas.decodeFails();
    const heic = await toJpeg(new File([heicHead()], 'IMG_2.HEIC', { type: '' })).catch((e: unknown) => e);
    expect(heic).toBeInstanceOf(PhotoError);
    expect((heic as PhotoError).kind).toBe('heic');
    expect((heic as PhotoError).fileName).toBe('IMG_2.HEIC');
    const other = await toJpeg(new File(['%PDF-1.7'], 'manual.pdf', { type: 'application/pdf' })).catch((e: unknown) => e);
    expect((other as PhotoError).kind).toBe('unreadable');
  });

  it('fails as unreadable when the canvas answers no JPEG', async () => {
    canvas.decodeAs(100, 100);
    canvas.encodeFails();
    const err = await toJpeg(new File(['raw'], 'x.png', { type: 'image/png' })).catch((e: unknown) => e);
    expect((err as PhotoError).kind).toBe('unreadable');
    expect(canvas.closed).toBe(1);
  });
});

describe('jpegName', () => {
  it('keeps the base name, else names the photo by its time', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('泵房/压力表.png')).toBe('泵房_压力表.jpg');
    expect(jpegName('', new Date('2025-03-04T05:06:07Z'))).toBe('photo-20250304050607.jpg');
    expect(jpegName(undefined, new Date('2025-03-04T05:06:07Z'))).toBe('photo-20250304050607.jpg');
  });
});
