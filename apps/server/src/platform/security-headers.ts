import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's headers for these options, worked out once: none of them depends on the request (no CSP nonces). */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => { if (err) throw err; });
  return headers;
}

/**
 * The browser features the app may use: the camera (scanning a device's QR code) and the position (an
 * inspection round's check-in), on this origin only; nothing else, and nothing for embedded frames.
 */
export const PERMISSIONS_POLICY = 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()';

/** Sets the security headers on every reply: @fastify/helmet rebuilt helmet (and re-parsed the CSP) per request. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = { ...securityHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
