// Browser journeys (e2e/*.e2e.mjs) with Playwright Test in Debian's Chromium, at phone and tablet size, over the
// built server on a fresh demo plant (e2e/global-setup.mjs). Run them with `npm run test:e2e`; see e2e/README.md.
import { defineConfig } from '@playwright/test';
import { ensureChromium, launchArgs } from './scripts/lib/chromium.mjs';

const touch = { isMobile: true, hasTouch: true };

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.mjs',
  // Traces and screenshots of failed journeys (git-ignored); emptied at the start of every run.
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/global-setup.mjs',
  timeout: Number(process.env.E2E_JOURNEY_TIMEOUT_MS) || 120_000,
  globalTimeout: Number(process.env.E2E_TIMEOUT_MS) || 45 * 60_000,
  // One at a time: every journey works on the same demo plant, and some count what a user holds (a badge, a
  // to-do list) that a journey running beside them would change. The machine running them has two cores.
  workers: 1,
  fullyParallel: false,
  // One retry: a journey that fails and then passes is counted as passed but named in the summary as flaky, with
  // its first failure, so that timing faults of a loaded two-core machine are seen and fixed, not hidden.
  retries: 1,
  forbidOnly: true,
  reporter: 'list',
  use: {
    locale: 'zh-CN',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: ensureChromium(), args: launchArgs },
  },
  projects: [
    { name: 'phone', use: { formFactor: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, ...touch } },
    { name: 'tablet', use: { formFactor: 'tablet', viewport: { width: 820, height: 1180 }, deviceScaleFactor: 1, ...touch } },
  ],
});
