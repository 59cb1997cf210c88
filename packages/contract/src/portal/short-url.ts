import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';

export const getLongUrlByShortUrl = endpoint({
  host: 'portal', method: 'GET', path: '/portal/shorturlManage/v1/getLongUrlByShortUrl', anonymous: true,
  summary: 'Resolve a short link: the long URL and a guest token limited to that one target',
  query: z.object({ shortUrl: z.string().min(1).max(64) }),
  reply: commonResult(z.object({ url: z.string(), guestToken: z.string() })),
});

export const getShortUrlByLong = endpoint({
  host: 'portal', method: 'POST', path: '/portal/shorturlManage/v1/getShortUrlByLong',
  summary: 'Make (or find) the short link of a long URL of this app',
  body: z.object({ url: z.string().min(1).max(2000) }),
  reply: commonResult(z.string()),
});
