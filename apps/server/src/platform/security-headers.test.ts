import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.js';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", "'sha256-abc'"], upgradeInsecureRequests: null } },
  strictTransportSecurity: false as const,
  crossOriginEmbedderPolicy: false,
};

describe('securityHeaders', () => {
  it("works out helmet's headers from the options, HSTS only when asked", () => {
    const h = securityHeaders(options);
    expect(h['content-security-policy']).toMatch(/^default-src 'self';.*script-src 'self' 'sha256-abc'/);
    expect(h['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    expect(h).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'cross-origin-opener-policy': 'same-origin' });
    expect(h).not.toHaveProperty('strict-transport-security');
    expect(h).not.toHaveProperty('cross-origin-embedder-policy');
    const tls = securityHeaders({ ...options, strictTransportSecurity: { maxAge: 100, includeSubDomains: false } });
    expect(tls['strict-transport-security']).toBe('max-age=100');
  });

  it('sets them on every reply: JSON, errors and unknown paths', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => { throw new Error('boom'); });
    for (const url of ['/ok', '/fails', '/nothing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toMatch(/script-src 'self' 'sha256-abc'/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    await app.close();
  });

  it('leaves out what a browser ignores (and reports as a console error) on a plain-http LAN address', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/ok', async () => ({ ok: true }));
    const from = async (host: string) => (await app.inject({ method: 'GET', url: '/ok', headers: { host } })).headers;
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'portal.localhost']) {
      expect((await from(host))['cross-origin-opener-policy'], host).toBe('same-origin');
    }
    const lan = await from('192.168.1.20:8080');
    expect(lan).not.toHaveProperty('cross-origin-opener-policy');
    expect(lan).not.toHaveProperty('origin-agent-cluster');
    expect(lan['content-security-policy']).toMatch(/script-src 'self'/);
    expect(lan['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
