import crypto from 'node:crypto';
import type { Session } from '../../../platform/auth/session.js';
import type { AuthService } from '../../uc/auth.service.js';
import { sharedInstanceOf } from '../../../platform/auth/auth-hook.js';
import type { Clock } from '../../../platform/clock.js';
import type { DirectoryService } from '../../uc/directory.service.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import type { ShortUrlsRepository } from './short-urls.repository.js';

/** How long a short link works, and the longest a guest token from it lives. */
export const SHORT_URL_LIFETIME_SECONDS = 7 * 24 * 3600;
export const GUEST_TOKEN_MAX_SECONDS = 24 * 3600;
/** A link made less than this before its end is not handed out again: a new one is made. */
const REUSE_MARGIN_SECONDS = 24 * 3600;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const CODE_LENGTH = 8;

/** Random code of unambiguous letters and digits (no 0/O, 1/l/I), uniform: bytes past the last full alphabet run are skipped. */
export function randomCode(length = CODE_LENGTH): string {
  const limit = 256 - (256 % ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const b of crypto.randomBytes(length * 2)) {
      if (b < limit && out.length < length) out += ALPHABET[b % ALPHABET.length];
    }
  }
  return out;
}

/**
 * Short links to instance pages of this app. Resolving one gives the long URL and a guest token: a token of
 * the user who shared it, carrying the URL as its `guest` claim, which the auth hook confines to reads of
 * that one instance (see platform/auth/auth-hook.ts `guestPolicy`).
 */
export function createShortUrlsService(deps: {
  repo: ShortUrlsRepository; guests: Pick<AuthService, 'guestToken'>; clock: Clock; directory: Pick<DirectoryService, 'userByAccountOrId'>;
}) {
  const { repo, clock } = deps;
  const nowMs = () => clock.now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();

  return {
    /** The code of a short link to `url` (an instance page of this app), reusing the caller's recent one. */
    async shorten(session: Session, url: string): Promise<string> {
      const longUrl = url.trim();
      if (!sharedInstanceOf(longUrl)) throw badRequest('portal.shortUrl.notShareable');
      const now = nowMs();
      const existing = await repo.reusable(session.tenantId, session.userId, longUrl, iso(now + REUSE_MARGIN_SECONDS * 1000));
      if (existing) return existing.code;
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = randomCode();
        const inserted = await repo.insert({
          code, tenant_id: session.tenantId, long_url: longUrl, created_by: session.userId,
          created_at: iso(now), expires_at: iso(now + SHORT_URL_LIFETIME_SECONDS * 1000),
        });
        if (inserted) return code;
      }
      throw new Error('could not find a free short-link code');
    },

    /** The long URL and a guest token for it; unknown, expired or orphaned links are not found. */
    async resolve(code: string): Promise<{ url: string; guestToken: string }> {
      const row = /^[A-Za-z0-9]{4,16}$/.test(code) ? await repo.byCode(code) : undefined;
      const now = nowMs();
      const left = row ? Math.floor((Date.parse(row.expires_at) - now) / 1000) : 0;
      if (!row || left <= 0) throw notFound('portal.shortUrl.notFound');
      const sharer = await deps.directory.userByAccountOrId(row.tenant_id, row.created_by);
      if (!sharer || sharer.status !== 1) throw notFound('portal.shortUrl.notFound');
      const token = await deps.guests.guestToken(sharer, row.long_url, Math.min(left, GUEST_TOKEN_MAX_SECONDS));
      return { url: row.long_url, guestToken: token };
    },
  };
}
export type ShortUrlsService = ReturnType<typeof createShortUrlsService>;
