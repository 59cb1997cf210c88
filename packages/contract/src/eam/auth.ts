import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';
import { eamResult } from './common.js';

/**
 * The asset token (ADR 0024). The portal issues a short-lived, one-use ticket to its signed-in user; the asset
 * system's single sign-on exchanges it for an asset token, which the web app keeps in local storage and sends as
 * `Authorization: Bearer` to the `eam` host. A missing or expired asset token is answered 401 `tokenExpired`
 * and the client signs in again with a new ticket, silently.
 */

/** How long a ticket may wait to be exchanged, in seconds. */
export const EAM_TICKET_SECONDS = 60;
/** How long an asset token works, in hours (a shift and a half). */
export const EAM_TOKEN_HOURS = 12;

export const eamTicket = endpoint({
  host: 'uc', method: 'POST', path: '/api/sso/v1/eamTicket',
  summary: 'A one-use ticket, valid EAM_TICKET_SECONDS, for the signed-in user to sign in to the asset system',
  reply: commonResult(z.object({ ticket: z.string(), expiresAt: z.string() })),
});

export const eamUser = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  /** What the asset system lets this user do beyond reading assets (repairManager: write the repair settings, dispatch, cancel and accept any order; maintainManager: start and stop any maintenance plan, generate and cancel its tasks; labels: print the assets' QR labels). */
  rights: z.array(z.enum(['finance', 'admin', 'repairManager', 'maintainManager', 'labels'])),
});
export type EamUser = z.infer<typeof eamUser>;

export const ssoLogin = endpoint({
  host: 'eam', method: 'POST', path: '/sso/login', anonymous: true, guards: ['rateLimit'],
  summary: 'Exchanges a portal ticket for an asset token (the ticket works once)',
  body: z.object({ ticket: z.string().trim().min(1).max(200) }),
  reply: eamResult(z.object({ token: z.string(), expiresAt: z.string(), user: eamUser })),
});
