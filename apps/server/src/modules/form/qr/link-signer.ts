import crypto from 'node:crypto';

/** What a QR link's signature covers: the tenant, the template's alias, the record's id and the expiry. */
export interface LinkFacts { tenantId: string; templateKey: string; id: string; exp: number }

/**
 * Signs and checks QR links with HMAC-SHA256 under a key of their own, derived from the server's secret (the
 * one its sign-in tokens use): a link's signature can never stand in for a token's, nor the other way round.
 */
export function createLinkSigner(serverSecret: Uint8Array) {
  const key = crypto.createHmac('sha256', serverSecret).update('wp/qr-code-link/v1').digest();
  // One field a line: no value can run into the next (ids and aliases hold no line breaks, and are length-checked).
  const mac = (f: LinkFacts) => crypto.createHmac('sha256', key).update([f.tenantId, f.templateKey, f.id, String(f.exp)].join('\n')).digest();
  return {
    /** The base64url signature of a link. */
    sign: (f: LinkFacts): string => mac(f).toString('base64url'),
    /** Whether `sig` is the signature of these facts (compared in constant time). */
    verify(f: LinkFacts, sig: string): boolean {
      const given = /^[A-Za-z0-9_-]{43}$/.test(sig) ? Buffer.from(sig, 'base64url') : null;
      return !!given && given.length === 32 && crypto.timingSafeEqual(given, mac(f));
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;
