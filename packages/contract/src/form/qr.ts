import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';
import { formData } from './template.js';

/**
 * QR codes of data template records (ADR 0022): a link to /QRCodeForm/{templateKey}?id=&exp=&sig= minted by the
 * server, signed with an HMAC of its secret and expiring; reading it still needs a session, and opens no more
 * than the reader may read.
 */

const templateKey = z.string().min(1).max(64);
const recordId = z.string().min(1).max(64);

/** How long a minted link works: long enough for a printed label on a sample bottle or a device. */
export const QR_LINK_DAYS = 30;

export const qrLink = z.object({
  /** The absolute URL the code holds (this server's origin). */
  url: z.string(),
  /** When the link stops working (ISO). */
  expiresAt: z.string(),
  /** The code as an SVG document, to show and print. */
  svg: z.string(),
  /** The code as a PNG data URL, to save and share. */
  png: z.string(),
});
export type QrLink = z.infer<typeof qrLink>;

export const qrCodeLink = endpoint({
  host: 'form', method: 'GET', path: '/form/dataTemplate/v1/qrCodeLink',
  summary: 'A signed, expiring link (and its QR code) to a record of a data template the caller may read',
  query: z.object({ templateKey, id: recordId }),
  reply: commonResult(qrLink),
});

export const qrCodeForm = endpoint({
  host: 'form', method: 'GET', path: '/form/dataTemplate/v1/qrCodeForm',
  summary: 'The read-only form of the record a QR link names (the template\'s mobile form when it has one): the signature and expiry are checked, then the reader\'s right to read the record',
  query: z.object({
    templateKey, id: recordId,
    /** Expiry, seconds since 1970. */
    exp: z.coerce.number().int().min(0).max(99_999_999_999),
    /** Base64url HMAC-SHA256 of tenant, template, record and expiry. */
    sig: z.string().min(1).max(128),
  }),
  reply: formData.extend({ templateName: z.string() }),
});
