import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** See src/lib/zod-runtime-shim.ts: contract schemas are types only in the browser. */
export const zodShim = { zod: fileURLToPath(new URL('./src/lib/zod-runtime-shim.ts', import.meta.url)) };

/** In development every API path goes to the server on 8080; in production the server serves this build. */
const api = 'http://127.0.0.1:8080';
const proxied = ['/uc', '/portal', '/bpm-runtime', '/bpm-model', '/form', '/mobile', '/runtime-config.json', '/health', '/api-docs'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: zodShim },
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])) },
  build: { target: 'es2020', sourcemap: false, chunkSizeWarningLimit: 800 },
});
