// Smoke journey: the sign-in page renders.

/**
 * @typedef {object} JourneyContext
 * @property {import('playwright-core').Page} page
 * @property {import('playwright-core').BrowserContext} context
 * @property {string} baseUrl
 * @property {'phone' | 'tablet'} viewport
 * @property {(name: string, options?: import('playwright-core').PageScreenshotOptions) => Promise<string>} shot
 */

/** @type {{ name: string, run: (t: JourneyContext) => Promise<void> }[]} */
export const journeys = [
  {
    name: 'login page shows',
    run: async ({ page, shot }) => {
      await page.goto('/login');
      await page.waitForFunction(
        () => document.title.includes('登录') || (document.body?.innerText ?? '').includes('登录'),
        null,
        { timeout: 15_000 },
      );
      await shot('login');
    },
  },
];
