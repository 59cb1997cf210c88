import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contractForTheBrowser } from './build/contract-for-the-browser.js';

/** See src/lib/zod-runtime-shim.ts: contract schemas are types only in the browser. */
export const zodShim = { zod: fileURLToPath(new URL('./src/lib/zod-runtime-shim.ts', import.meta.url)) };
const resizeObserverShim = { 'resize-observer-polyfill': fileURLToPath(new URL('./src/lib/resize-observer-shim.ts', import.meta.url)) };

/** In development every API path goes to the server on 8080; in production the server serves this build. */
const api = 'http://127.0.0.1:8080';
const proxied = ['/uc', '/portal', '/bpm-runtime', '/bpm-model', '/form', '/mobile', '/runtime-config.json', '/health', '/api-docs'];

/** Writes .br and .gz beside every built asset, so the server sends them as they are (no per-request work). */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const file of Object.keys(bundle)) {
      if (!/\.(js|css|svg|html|json)$/.test(file)) continue;
      const full = path.join(options.dir!, file);
      const content = fs.readFileSync(full);
      if (content.length < 1024) continue;
      fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content, { level: 9 }));
    }
  },
});

/**
 * antd-mobile-icons ship their SVG paths with six-decimal coordinates and design-tool ids: on a 48-unit grid
 * drawn at 1em, two decimals draw the same icon, and the ids are never referenced. Halves each icon's weight.
 */
const slimIcons = (): Plugin => ({
  name: 'slim-icons',
  apply: 'build',
  transform(code, id) {
    if (!/[\\/]antd-mobile-icons[\\/]es[\\/][A-Z]\w+\.js$/.test(id)) return null;
    const slim = code
      .replace(/\bid: "[^"]*",?\s*/g, '')
      .replace(/\b(d|points|transform): "([^"]*)"/g, (_, key: string, value: string) =>
        `${key}: "${value.replace(/-?\d+\.\d{3,}/g, (n) => String(Number(Number(n).toFixed(2))))}"`);
    return { code: slim, map: null };
  },
});

/**
 * Stylesheets of the first page are preloaded instead of blocking the first paint: the boot screen of
 * index.html has its own inline style and paints at once; main.tsx applies the stylesheets before React renders.
 */
const nonBlockingStyles = (): Plugin => ({
  name: 'non-blocking-styles',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="preload" as="style" data-app-style$1>'),
  },
});

export default defineConfig({
  plugins: [slimIcons(), contractForTheBrowser(), react(), precompress(), nonBlockingStyles()],
  resolve: { alias: { ...zodShim, ...resizeObserverShim } },
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])) },
  build: { target: 'es2020', sourcemap: false, chunkSizeWarningLimit: 800 },
});
