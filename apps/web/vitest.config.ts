import { defineProject } from 'vitest/config';
import { contractForTheBrowser } from './build/contract-for-the-browser.js';
import { namespaceTexts } from './build/namespace-texts.js';

// The tests take the contract and @wp/form as the browser does (metadata endpoints, real zod), and each module's
// texts come with it as in the build: what is tested ships.
export default defineProject({
  plugins: [contractForTheBrowser(), namespaceTexts()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'sw/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // As the server's: a test is about behaviour, and a loaded CI machine must not fail it by its pace.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
  esbuild: { jsx: 'automatic' },
});
