import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * Headers a browser honours only from a potentially trustworthy origin: over plain http on a LAN address it
 * ignores them and says so in the console as an error (the plant's tablets often open the portal that way).
 */
const SECURE_ORIGIN_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster'];

/** HTTPS, or a loopback host: the origins the browser treats as potentially trustworthy (W3C Secure Contexts §3.2). */
export function fromTrustworthyOrigin(req: Pick<FastifyRequest, 'protocol' | 'hostname'>): boolean {
  return req.protocol === 'https' || /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(req.hostname);
}

/** Sets the security headers on every reply: @fastify/helmet rebuilt helmet (and re-parsed the CSP) per request. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const all = { ...securityHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
  const anyOrigin = Object.fromEntries(Object.entries(all).filter(([name]) => !SECURE_ORIGIN_ONLY.includes(name)));
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(fromTrustworthyOrigin(req) ? all : anyOrigin);
    done();
  });
}
