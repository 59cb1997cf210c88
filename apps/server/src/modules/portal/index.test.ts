import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appModelApi, appVersionApi, columnApi, datavApi, fullPath, inboxApi, layoutApi, meetingApi, menuApi, newsApi, shortUrlApi, sysTagApi,
  type Endpoint,
} from '@wp/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const endpoints = [inboxApi, newsApi, columnApi, layoutApi, appModelApi, menuApi, shortUrlApi, sysTagApi, meetingApi, appVersionApi, datavApi]
  .flatMap((api) => Object.values(api).filter((v): v is Endpoint => !!v && typeof v === 'object' && 'path' in v && 'method' in v));

describe('the portal module', () => {
  it('registers and documents every portal call of the contract at the full path the client calls', async () => {
    expect(endpoints).toHaveLength(24);
    const doc = (await t.call({ method: 'GET', url: '/api-docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const e of endpoints) {
      const path = fullPath(e).replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[e.method.toLowerCase()], `${e.method} ${path}`).toBeTruthy();
    }
  });
});
