import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import subsetFont from 'subset-font';
import { darkRuns, paginate, PT, type Sheet } from './sheet.js';

/** What one label shows: the QR of `url`, the code under it, and beside it the name, model and position. */
export interface LabelItem { url: string; assetCode: string; name: string; model: string | null; position: string | null }

/**
 * Noto Sans SC (SIL Open Font License, assets/fonts/OFL.txt): its simplified-Chinese subset, which also holds
 * Latin letters and digits. Each PDF embeds only the glyphs its labels use (a sheet is a few kilobytes).
 */
const fontPath = () => path.join(path.dirname(createRequire(import.meta.url).resolve('@wp/server/package.json')), 'assets', 'fonts', 'NotoSansSC-Regular.woff2');
let font: Promise<Buffer> | null = null;
const fontBytes = () => (font ??= fs.readFile(fontPath()).catch((err: unknown) => {
  font = null;
  throw err;
}));

const mm = (v: number) => v * PT;
/** Quiet zone around the code, in modules (the standard asks for 4; the label's own margin adds the rest). */
const QUIET = 2;

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const unit = size / (n + QUIET * 2);
  const origin = { x: x + QUIET * unit, y: y + QUIET * unit };
  for (const r of darkRuns(n, (row, col) => qr.modules.get(row, col) === 1)) {
    // A hair wider than the module, so neighbouring runs print without white seams.
    doc.rect(origin.x + r.col * unit, origin.y + r.row * unit, r.length * unit + 0.05, unit + 0.05);
  }
  doc.fill('#000');
}

/** The label's parts for its box: the code's square on the left, the text column right of it. */
function layout(box: Sheet['boxes'][number]) {
  const pad = box.height > 32 ? 2.5 : 2;
  const qr = box.height - pad * 2 - 4;
  const textX = box.x + pad + qr + 1.5;
  return { pad, qr, textX, textWidth: box.x + box.width - pad - textX };
}

/** The labels as a PDF on the given sheet; `title` (the plant's name) is printed small at each label's foot. */
export async function renderLabels(items: readonly LabelItem[], sheet: Sheet, meta: { title: string; author: string }): Promise<Buffer> {
  // '…' ends a text cut to its box.
  const words = items.flatMap((i) => [i.assetCode, i.name, i.model ?? '', i.position ?? '']).join('') + meta.title + '…';
  const ttf = await subsetFont(await fontBytes(), words, { targetFormat: 'truetype' });
  const doc = new PDFDocument({ size: [mm(sheet.page.width), mm(sheet.page.height)], margin: 0, autoFirstPage: false, info: { Title: meta.title, Author: meta.author } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('label', ttf);
  for (const page of paginate(items, sheet)) {
    doc.addPage({ size: [mm(sheet.page.width), mm(sheet.page.height)], margin: 0 });
    doc.font('label');
    for (const { item, box } of page) {
      const { pad, qr, textX, textWidth } = layout(box);
      drawQr(doc, item.url, mm(box.x + pad), mm(box.y + pad), mm(qr));
      doc.fillColor('#000').fontSize(7).text(item.assetCode, mm(box.x + pad), mm(box.y + pad + qr + 0.6), { width: mm(qr), align: 'center', lineBreak: false });
      let y = box.y + pad + 1;
      const line = (text: string, size: number, lines: number, color = '#000') => {
        const height = (size * 1.5 * lines) / PT;
        doc.fillColor(color).fontSize(size).text(text, mm(textX), mm(y), { width: mm(textWidth), height: mm(height), ellipsis: true, lineGap: size * 0.1 });
        y += height + 0.8;
      };
      line(item.name, box.height > 32 ? 9.5 : 8, 2);
      if (item.model) line(item.model, 7, 1, '#333');
      if (item.position) line(item.position, 6.5, box.height > 32 ? 2 : 1, '#333');
      doc.fillColor('#555').fontSize(6).text(meta.title, mm(textX), mm(box.y + box.height - pad - 3), { width: mm(textWidth), lineBreak: false, ellipsis: true });
    }
  }
  doc.end();
  return done;
}
