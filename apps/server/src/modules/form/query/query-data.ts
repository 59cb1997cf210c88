import { z } from 'zod';
import { formDataApi } from '@wp/contract';
import { invalidField } from '../../../platform/errors.js';

/** The search values a custom query is run with: `[{key, value}]`, key a condition's field or label. */
const items = z.array(z.object({ key: z.string().min(1).max(100), value: formDataApi.query.queryValue.nullable().optional() })).max(50);
export type QueryItems = z.infer<typeof items>;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Base64 (standard or URL-safe, padding optional) as UTF-8 text, or null when it is neither. */
function base64Text(raw: string): string | null {
  const s = raw.trim();
  if (s === '' || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(s) || s.replace(/=+$/, '').length % 4 === 1) return null;
  try {
    return utf8.decode(Buffer.from(s, 'base64'));
  } catch {
    return null;
  }
}

/**
 * The items of `queryData`: Base64 of UTF-8 JSON, once or twice encoded (the original client encodes twice),
 * also the `btoa(encodeURIComponent(json))` some clients send for non-ASCII text. A '+' the query string turned
 * into a space is put back. Empty: no items. Anything else is a 400 naming `field`.
 */
export function decodeQueryData(raw: string | undefined, field = 'queryData'): QueryItems {
  if (raw === undefined || raw.trim() === '') return [];
  let text = raw.replace(/ /g, '+');
  for (let round = 0; round < 2; round++) {
    let decoded = base64Text(text);
    if (decoded === null) break;
    decoded = decoded.trim();
    if (/^%5B/i.test(decoded)) {
      try {
        decoded = decodeURIComponent(decoded);
      } catch {
        break;
      }
    }
    if (decoded.startsWith('[')) {
      let json: unknown;
      try {
        json = JSON.parse(decoded);
      } catch {
        break;
      }
      const parsed = items.safeParse(json);
      if (parsed.success) return parsed.data;
      break;
    }
    text = decoded;
  }
  throw invalidField(field, 'bo.query.badData');
}
