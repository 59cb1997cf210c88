// The journeys' `test`: Playwright's, with the signed-in user, the form factor and named screenshots.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { signIn } from './helpers.mjs';

export { expect };

const screenshotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

function slug(text) {
  return text.trim().replace(/[\s/\\:*?"<>|]+/g, '-').replace(/^-+|-+$/g, '') || 'shot';
}

export const test = base.extend({
  /** 'phone' or 'tablet', from the project: for the journeys whose layout differs between them. */
  formFactor: ['phone', { option: true }],

  /** The account signed in through the login page before the journey starts: `test.use({ user: 'wangfang' })`. */
  user: [undefined, { option: true }],

  // The server of this run (e2e/global-setup.mjs) or the one named by E2E_BASE_URL.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL?.replace(/\/$/, '')),

  page: async ({ page, user }, use, testInfo) => {
    const problems = [];
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`); });
    if (user) await signIn(page, user);
    await use(page);
    // What the browser said is often the cause of a failure the page itself does not show.
    if (testInfo.status !== testInfo.expectedStatus && problems.length) {
      await testInfo.attach('browser console', { body: problems.slice(0, 10).join('\n'), contentType: 'text/plain' });
    }
  },

  /** `await shot('name')` saves e2e/screenshots/<form factor>/name.png: pictures of the screens to look at. */
  shot: async ({ page, formFactor }, use) => {
    const dir = path.join(screenshotsDir, formFactor);
    await use(async (name, options = {}) => {
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${slug(name)}.png`);
      await page.screenshot({ ...options, path: file });
      return file;
    });
  },
});
