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

/**
 * Publishes a release (administrators). Multipart: `platform` (android | ios), `version` (newer than the newest
 * release of the platform), `notes`, `force` ('true' demands the update) and the package as part `file`
 * (an .apk or .ipa, a ZIP archive). The server keeps the package and announces it to the update check.
 */
export const publish = endpoint({
  host: 'portal', method: 'POST', path: '/portal/appVersion/v1/publish',
  summary: 'Publish a native app release with its package (administrators; multipart: platform, version, notes, force, file)',
  reply: commonResult(z.object({ id: z.string(), platform: z.string(), version: z.string(), downloadUrl: z.string() })),
});

/** The package of a release, for the app's updater (no token: the shell's download manager fetches it). */
export const download = endpoint({
  host: 'portal', method: 'GET', path: '/portal/appVersion/v1/download/:id', anonymous: true,
  summary: 'The package file of a published release', reply: z.any(),
});
