import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';

/** Native app update check (host `portal`). */

/** Dotted numeric versions, 1 to 4 parts: 1.2, 1.2.0, 2.0.1.15. */
export const dottedVersion = z.string().trim().regex(/^\d{1,6}(\.\d{1,6}){0,3}$/, 'a dotted version such as 1.2.0');

export const check = endpoint({
  host: 'portal', method: 'GET', path: '/portal/appVersion/v1/check',
  summary: "Compare the app's version with the newest release for its platform (numerically, part by part)",
  query: z.object({ platform: z.enum(['android', 'ios']), version: dottedVersion }),
  reply: commonResult(z.object({
    hasUpdate: z.boolean(),
    latestVersion: z.string().nullable(),
    downloadUrl: z.string().nullable(),
    notes: z.string().nullable(),
    /** A release newer than the app's version demands the update. */
    force: z.boolean(),
    publishTime: z.string().nullable(),
  })),
});
