import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'form', include: ['packages/form/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'engine', include: ['packages/engine/src/**/*.test.ts'], environment: 'node' } },
      // The server's test files share their worker's loaded modules (no vi.mock there; each file builds its own app
      // and database): importing the server afresh for each of 120 files cost more than the tests themselves.
      { test: { name: 'server', include: ['apps/server/src/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, isolate: false } },
      './apps/web/vitest.config.ts',
    ],
  },
});
