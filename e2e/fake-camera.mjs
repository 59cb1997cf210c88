// A camera for the browser journeys: Chromium's fake capture device plays a Y4M file, made here from a QR code
// (what a phone held over an asset label sees). The QR reader of the page has to find it in the frames.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const QRCode = createRequire(import.meta.url)('qrcode');

/** Writes a Y4M of one 640×480 frame (4:2:0) showing `text` as a QR code on white; answers its path. */
export function qrVideo(text, { width = 640, height = 480, module = 8 } = {}) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const side = n * module;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      if (qr.modules.get(Math.floor(y / module), Math.floor(x / module))) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wp-camera-')), 'label.y4m');
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma, chroma]));
  return file;
}

/** Chromium's switches that answer getUserMedia with that file, no permission prompt. */
export const fakeCameraArgs = (file) => ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
