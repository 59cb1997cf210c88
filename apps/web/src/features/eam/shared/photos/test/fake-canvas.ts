import { vi } from 'vitest';

/**
 * The browser's picture decoding and canvas, which jsdom lacks: `createImageBitmap` answers a bitmap of the size
 * the test names (or fails, like a browser given a HEIC it cannot read), the 2D context records what is drawn,
 * and `toBlob` encodes a small JPEG Blob. Object URLs are made up. Tests of screens with a photo field use it too.
 */
export function fakeCanvas() {
  let size: { width: number; height: number } | null = { width: 1200, height: 900 };
  let encodes = true;
  const state = {
    drawn: [] as Array<{ width: number; height: number }>,
    fills: [] as string[],
    encoded: [] as Array<{ type: string | undefined; quality: number | undefined }>,
    decodeOptions: [] as unknown[],
    closed: 0,
  };
  const originals = { createImageBitmap: globalThis.createImageBitmap, createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  let urls = 0;
  Object.assign(globalThis, {
    createImageBitmap: vi.fn(async (_blob: Blob, options?: unknown) => {
      state.decodeOptions.push(options);
      if (!size) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { ...size, close: () => { state.closed += 1; } };
    }),
  });
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:photo/${++urls}`), revokeObjectURL: vi.fn() });
  const context = {
    set fillStyle(v: string) { state.fills.push(v); },
    fillRect: () => undefined,
    drawImage: (_src: unknown, _x: number, _y: number, width: number, height: number) => { state.drawn.push({ width, height }); },
  };
  const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type, quality) {
    state.encoded.push({ type, quality: quality as number | undefined });
    done(encodes ? new Blob([`jpeg ${this.width}x${this.height}`], { type: 'image/jpeg' }) : null);
  });
  return Object.assign(state, {
    /** The next pictures decode at this size. */
    decodeAs(width: number, height: number) { size = { width, height }; },
    /** The next pictures cannot be decoded. */
    decodeFails() { size = null; },
    encodeFails() { encodes = false; },
    restore() {
      getContext.mockRestore();
      toBlob.mockRestore();
      Object.assign(globalThis, { createImageBitmap: originals.createImageBitmap });
      Object.assign(URL, { createObjectURL: originals.createObjectURL, revokeObjectURL: originals.revokeObjectURL });
    },
  });
}

export type FakeCanvas = ReturnType<typeof fakeCanvas>;
