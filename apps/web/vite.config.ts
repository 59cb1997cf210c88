import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

/** What the browser reads of a contract endpoint (see src/lib/http/client.ts). */
const endpointFieldsCalled = new Set(['host', 'method', 'path', 'anonymous']);

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
type Edit = { start: number; end: number; text: string };

/** Calls `visit` on every node of an ESTree tree; a node for which it returns false is not entered. */
function walk(node: unknown, visit: (n: AstNode) => boolean) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (typeof (node as AstNode).type === 'string' && !visit(node as AstNode)) return;
  for (const value of Object.values(node)) walk(value, visit);
}

/** Applies edits (ranges of the original code, none overlapping) from the last to the first. */
const applyEdits = (code: string, edits: Edit[]) =>
  edits.sort((a, b) => b.start - a.start).reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), code);

/**
 * The contract's endpoints carry their shapes (zod schemas) and a summary for the server; the browser calls
 * them by host, method and path alone (src/lib/http/client.ts). So the build keeps just those fields of each
 * `endpoint({...})` and marks every call made while the module loads as pure: a contract module only
 * declares schemas and endpoints, so the schemas left unreferenced and the endpoints no page calls drop out
 * of the bundle.
 */
const contractForTheBrowser = (): Plugin => ({
  name: 'contract-for-the-browser',
  apply: 'build',
  transform(code, id) {
    if (!/[\\/]packages[\\/]contract[\\/]src[\\/].+\.ts$/.test(id)) return null;
    const edits: Edit[] = [];
    const functions: AstNode[] = []; // their calls run later, not while the module loads: not marked
    const pureAt = new Set<number>(); // a chain `z.string().max(9)` is several calls starting at one place
    walk(this.parse(code, { lang: 'ts' }), (node) => {
      if (/^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(node.type)) functions.push(node);
      if (node.type !== 'CallExpression') return true;
      const atLoad = !functions.some((f) => node.start > f.start && node.start < f.end);
      if (atLoad && !pureAt.has(node.start)) {
        pureAt.add(node.start);
        edits.push({ start: node.start, end: node.start, text: '/* @__PURE__ */ ' });
      }
      const callee = node.callee as AstNode;
      const [arg] = node.arguments as AstNode[];
      if (callee.type !== 'Identifier' || callee.name !== 'endpoint' || arg?.type !== 'ObjectExpression') return true;
      const kept = (arg.properties as AstNode[]).filter((p) => {
        const key = p.key as AstNode | undefined;
        return p.type !== 'Property' || key?.type !== 'Identifier' || endpointFieldsCalled.has(key.name as string);
      });
      edits.push({ start: arg.start, end: arg.end, text: `{ ${kept.map((p) => code.slice(p.start, p.end)).join(', ')} }` });
      return false; // what the argument held is either kept as written or gone
    });
    return { code: applyEdits(code, edits), map: null };
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
