// Bundles the server into dist/server.js, and the operator's commands (npm run backup / restore) into dist/ops.js:
// our workspace packages are inlined, npm dependencies stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', ops: 'src/ops/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  plugins: [{
    name: 'externals',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@wp/') ? undefined : { path: args.path, external: true }));
    },
  }],
});
