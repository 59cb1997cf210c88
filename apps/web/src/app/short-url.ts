import { shortUrlApi } from '@wp/contract';
import { call } from '../lib/http/client.js';

/** GET getLongUrlByShortUrl for the guard's `/surl/` handling; failures are the guard's to handle. */
export const portalShortUrl = (shortUrl: string) =>
  call(shortUrlApi.getLongUrlByShortUrl, { query: { shortUrl }, silent: true }).catch((e: { reply?: { state: false; message: string } }) => {
    if (e.reply && e.reply.state === false) return { state: false, message: e.reply.message };
    throw e;
  });
