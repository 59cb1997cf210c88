import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { contractForTheBrowser } from './build/contract-for-the-browser.js';
import { sharedLibraryName, shellGroup, type ModuleGraph } from './build/shell-chunk.js';
import { directImports } from './build/direct-imports.js';
import { antdA11y } from './build/antd-a11y.js';
import { namespaceTexts } from './build/namespace-texts.js';

const resizeObserverShim = { 'resize-observer-polyfill': fileURLToPath(new URL('./src/lib/resize-observer-shim.ts', import.meta.url)) };

/** In development every API path goes to the server on 8080; in production the server serves this build. */
const api = 'http://127.0.0.1:8080';
const proxied = ['/uc', '/portal', '/bpm-runtime', '/bpm-model', '/form', '/mobile', '/service-eam', '/runtime-config.json', '/health', '/api-docs'];

/** Writes .br and .gz beside every built asset, so the server sends them as they are (no per-request work). */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const file of Object.keys(bundle)) {
      if (!/\.(js|css|svg|html|json|wasm)$/.test(file)) continue;
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
 * The boot screen of index.html paints before the app is fetched. Vite's script, module preloads and
 * stylesheets leave the HTML; an inline loader adds them once the first frame is painted (a frame later than
 * the preload scanner would, against a phone's 150 ms round trip). Without it, a cached or fast load runs the
 * whole app before the first paint and the boot screen never shows. The stylesheet is applied as soon as it
 * arrives, in a task of its own while the scripts still download; main.tsx waits for it before React renders,
 * so nothing paints unstyled. The server allows the loader by its hash in the Content-Security-Policy.
 */
const paintFirst = (): Plugin => ({
  name: 'paint-first',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const tags: Array<[string, Record<string, string>]> = [];
      const attrs = (text: string) => Object.fromEntries([...text.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? '']));
      const rest = html
        .replace(/<link rel="stylesheet"([^>]*)>\s*/g, (_, a: string) => (tags.push(['link', { rel: 'stylesheet', 'data-app-style': '', ...attrs(a) }]), ''))
        .replace(/<link rel="modulepreload"([^>]*)>\s*/g, (_, a: string) => (tags.push(['link', { rel: 'modulepreload', ...attrs(a) }]), ''))
        .replace(/<script type="module"([^>]*)><\/script>\s*/g, (_, a: string) => (tags.push(['script', { type: 'module', ...attrs(a) }]), ''));
      const loader = `requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(tags)}.forEach(function(t){`
        // data-settled marks a file that loaded or failed, for main.tsx to tell from one still on its way.
        + 'var e=document.createElement(t[0]);for(var k in t[1])e.setAttribute(k,t[1][k]);'
        + 'e.onload=e.onerror=function(){e.setAttribute("data-settled","")};document.head.appendChild(e)})})})';
      return rest.replace('</body>', `<script>${loader}</script>\n  </body>`);
    },
  },
});

/**
 * The installable app (ADR 0029): the web app manifest, and the service worker of sw/sw.ts with every built file
 * but index.html precached (the server writes the runtime configuration into that page: the worker takes it
 * from the network, its last copy only offline). The app registers the worker once the page has settled
 * (lib/offline/register-sw.ts), so the plugin injects no script. Each screen's chunk, the languages and the
 * scanner's WebAssembly are precached: the largest file is the scanner's, some 1 MB.
 */
const installable = () => VitePWA({
  strategies: 'injectManifest', srcDir: 'sw', filename: 'sw.ts', injectRegister: false,
  manifest: {
    id: '/', name: '清源再生水厂', short_name: '清源水厂', description: '清源再生水厂 移动办公与流程审批平台',
    lang: 'zh-CN', start_url: '/', scope: '/', display: 'standalone', orientation: 'any',
    theme_color: '#0b5fd6', background_color: '#f3f6fb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,svg,png,wasm,webmanifest}'],
    globIgnores: ['index.html', 'sw.js'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
});

/** What sign-in reaches, worked out once per build from the module graph (sharedLibraryName). */
const signIn: { reach?: Set<string> } = {};

export default defineConfig({
  plugins: [slimIcons(), antdA11y(), contractForTheBrowser(), namespaceTexts(), directImports(), react(), precompress(), paintFirst(), installable()],
  resolve: { alias: resizeObserverShim },
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])) },
  build: {
    target: 'es2020', sourcemap: false, chunkSizeWarningLimit: 800, cssCodeSplit: false,
    // Libraries most screens share travel in one file. Left to itself the bundler makes a file of each set of
    // screens sharing a module: the home page fetched 54 files, most under 2 KB, and over a phone's round
    // trips with six connections per host their number, not their size, held the page back (Lighthouse LCP
    // 4.1 s -> 3.4 s with them grouped, for fewer bytes). Modules of fewer screens stay with those screens, so
    // /login does not carry what only the signed-in screens use, and bpmn-js and ECharts (one screen or two,
    // on demand) stay in their own files. The gesture library, which every list pulls in but sign-in never
    // uses, keeps its own file too. The shell's own modules travel with it (build/shell-chunk.ts). The endpoints
    // the pages call (host, method and path: ADR 4) travel in one file of 3 KB: left alone, each contract module
    // became a file of its own under 0.3 KB, 2-8 more files a page (ADR 20).
    // A library joins the shared files when 14 screens or more use it; those sign-in reaches travel in `ui`, the
    // others in `ui-screens`, which /login never fetches (sharedLibraryName).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'contract', test: /[\\/]packages[\\/]contract[\\/]/, includeDependenciesRecursively: false },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: (id: string, graph: ModuleGraph) => sharedLibraryName(id, graph, signIn), test: /node_modules[\\/](?!(@use-gesture|zod)[\\/])/, minShareCount: 14, includeDependenciesRecursively: false },
            shellGroup(),
          ],
        },
      },
    },
  },
});
