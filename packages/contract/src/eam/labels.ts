import { z } from 'zod';
import { endpoint } from '../endpoint.js';

/**
 * Asset labels: a PDF sheet of QR labels with an embedded Chinese font, the asset code printed under each code.
 * The QR holds a URL of this app (`{origin}/eam/device-QR?assetCode=…`), so a phone's own camera opens the asset
 * and the app's scanner reads it too.
 */

/** A4 sheets of 3 × 8 labels of 70 × 37 mm (the common self-adhesive sheet), or one 50 × 30 mm label per page of a roll printer. */
export const LABEL_PAPERS = ['a4-3x8', 'roll-50x30'] as const;
export type LabelPaper = (typeof LABEL_PAPERS)[number];

/** Labels per request: a sheet run for a whole area, not the whole ledger at once. */
export const MAX_LABELS = 240;

const emptyIsAbsent = (v: unknown) => (v === '' ? undefined : v);

export const printLabels = endpoint({
  host: 'eam', method: 'POST', path: '/eam-asset-label/print',
  summary: 'A PDF of QR labels for the assets named (asset managers and administrators)',
  body: z.object({
    /** Asset ids, comma-joined (form field) or an array (JSON). */
    ids: z.preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
      z.array(z.string().min(1).max(64)).min(1).max(MAX_LABELS)),
    paper: z.preprocess(emptyIsAbsent, z.enum(LABEL_PAPERS).default('a4-3x8')),
    /** The app's origin the QR codes point at (`https://plant.example:8443`); by default the one this request came to. */
    origin: z.preprocess(emptyIsAbsent, z.string().max(200).regex(/^https?:\/\/[^/?#\s]+$/).optional()),
  }),
  reply: z.any(),
});
