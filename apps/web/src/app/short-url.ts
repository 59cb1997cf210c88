import { shortUrlApi } from '@wp/contract';
import { call, CallError } from '../lib/http/client.js';

/**
 * GET getLongUrlByShortUrl for the guard's `/surl/` handling; failures are the guard's to handle. A refusal goes
 * to the message page in the catalogue's words (a malformed link's schema refusal names no field path there).
 */
export const portalShortUrl = (shortUrl: string) =>
  call(shortUrlApi.getLongUrlByShortUrl, { query: { shortUrl }, silent: true }).catch((e: unknown) => {
    if (e instanceof CallError && (e.reply as { state?: unknown } | undefined)?.state === false) return { state: false, message: e.message };
    throw e;
  });
