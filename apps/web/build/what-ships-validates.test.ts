// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown, type UserConfig } from 'vite';
import appConfig from '../vite.config.js';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * A module the web could write, bundled with the web build's own resolution and transforms (vite.config.ts):
 * the contract and @wp/form as the browser takes them, and whatever `zod` resolves to there.
 */
const probe = `
import { authApi, processFormSchema } from '@wp/contract';
export const formAccepted = (form) => processFormSchema.processForm.safeParse(form).success;
export const signInEndpoint = authApi.auth;
`;

let shipped: { formAccepted(form: unknown): unknown; signInEndpoint: object };
// Inside the app, so that the probe resolves packages as the app's own modules do.
const dir = fs.mkdtempSync(path.join(webRoot, 'node_modules', '.what-ships-'));

beforeAll(async () => {
  const entry = path.join(dir, 'probe.js');
  fs.writeFileSync(entry, probe);
  const config = appConfig as UserConfig;
  const result = await build({
    configFile: false, root: webRoot, logLevel: 'silent', plugins: config.plugins, resolve: config.resolve,
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'probe' } },
  });
  const [output] = [result].flat() as Rolldown.RolldownOutput[];
  const bundled = path.join(dir, 'probe.bundled.mjs');
  fs.writeFileSync(bundled, output.output.find((o) => o.type === 'chunk')!.code);
  shipped = await import(pathToFileURL(bundled).href);
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('what the browser build ships', () => {
  it('validates with real zod: a form definition that breaks its schema is refused, a sound one accepted', () => {
    expect(shipped.formAccepted({ fields: [{ key: 'title', label: '标题', type: 'text' }] })).toBe(true);
    expect(shipped.formAccepted({ fields: [{ key: '1title', label: '标题', type: 'text' }] })).toBe(false);
    expect(shipped.formAccepted({ fields: [] })).toBe(false);
  });

  it('calls endpoints by host, method and path alone: their schemas stay with the server', () => {
    expect(shipped.signInEndpoint).toEqual({ host: 'uc', method: 'POST', path: expect.any(String), anonymous: true });
  });
});
