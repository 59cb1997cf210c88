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
    /**
     * Whether `sig` is the signature of these facts, compared as text in constant time: decoding first would
     * accept other spellings of the same bytes (the last of 43 base64url characters carries 2 unused bits).
     */
    verify(f: LinkFacts, sig: string): boolean {
      const expected = Buffer.from(mac(f).toString('base64url'));
      const given = Buffer.from(sig);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;
