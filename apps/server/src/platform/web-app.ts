import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@wp/contract';
import type { Config } from '../config.js';
import { langOf, t } from './messages.js';
import { refusalBody } from './refusals.js';
import { brandedIndexHtml, builtBrandName, tenantCodeOf, type BootBrand } from './tenant-boot.js';

/** The built web app: where it lies, and the hashes its inline scripts need in the Content-Security-Policy. */
export interface WebApp {
  dist: string;
  indexHtml: string;
  /** `'sha256-…'` of each executable inline script of index.html (the loader that fetches the app after the first paint). */
  scriptHashes: string[];
}

/** Reads the built web app, or null when there is none (API-only tests, a server without the web build). */
export function loadWebApp(config: Config): WebApp | null {
  const file = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(file)) return null;
  const indexHtml = fs.readFileSync(file, 'utf8');
  return { dist: config.webDist, indexHtml, scriptHashes: inlineScriptHashes(indexHtml) };
}

/** CSP source expressions of the inline scripts that run (JSON data blocks are not scripts and need none). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = '', body]) => body.trim() !== '' && !/\bsrc=/.test(attrs) && !/type="application\/json"/.test(attrs))
    .map(([, , body]) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** A tenant's name and logo by its code; null when there is no such active tenant. */
export type TenantBrandLookup = (code: string) => Promise<BootBrand | null>;

/**
 * Serves the built web app; unknown non-API paths get index.html (history-mode routing), with the runtime
 * configuration written into it as a JSON data block so the first paint needs no extra round trip. A page boots
 * under its tenant's brand (the tenant of its sign-in URL, or of the cookie its sign-in set, else the default
 * tenant) whenever that tenant's name is not the one the build paints: a plant of its own never shows the demo's.
 */
export function registerWebApp(app: FastifyInstance, config: Config, web: WebApp | null, runtimeConfig: RuntimeConfig, brandOf: TenantBrandLookup) {
  const indexHtml = web?.indexHtml.replace('</head>',
    `<script type="application/json" id="runtime-config">${JSON.stringify(runtimeConfig).replace(/</g, '\\u003c')}</script></head>`);
  if (web) {
    app.register(fastifyStatic, {
      root: web.dist, wildcard: false, index: false, preCompressed: true,
      // Built assets carry a content hash in their names: cache them for good; everything else revalidates.
      setHeaders: (reply, file) => void reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  const builtName = web && builtBrandName(web.indexHtml);
  const apiPrefixes = Object.values(config.hosts).filter(Boolean).concat(['/api-docs']);
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    const isApi = req.method !== 'GET' || apiPrefixes.some((p) => url === p || url.startsWith(p + '/')) || /\.\w+$/.test(url);
    if (!isApi && indexHtml) {
      const brand = await brandOf(tenantCodeOf(url, req.headers.cookie) ?? config.defaultTenant);
      // The page differs by the tenant cookie: no cache may hand one tenant's boot screen to another's user.
      return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').type('text/html')
        .send(brand && brand.name !== builtName ? brandedIndexHtml(indexHtml, brand) : indexHtml);
    }
    return reply.status(404).send(refusalBody(url, config.hosts.eam, 404, t(langOf(req.headers), 'error.notFound', { url }), 'error.notFound'));
  });
}
