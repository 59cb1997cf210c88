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

/** A page that only calls endpoints (sign-in does): none of the contract's schemas, so no zod, may come along. */
const endpointsOnly = `
import { authApi } from '@wp/contract';
export const signInEndpoint = authApi.auth;
`;

let shipped: { formAccepted(form: unknown): unknown; signInEndpoint: object };
let endpointsOnlyCode: string;
// Inside the app, so that the probe resolves packages as the app's own modules do.
const dir = fs.mkdtempSync(path.join(webRoot, 'node_modules', '.what-ships-'));

/** The probe's source bundled as the web build bundles (its plugins and resolution), written beside it. */
async function bundle(name: string, source: string): Promise<string> {
  const entry = path.join(dir, `${name}.js`);
  fs.writeFileSync(entry, source);
  const config = appConfig as UserConfig;
  const result = await build({
    configFile: false, root: webRoot, logLevel: 'silent', plugins: config.plugins, resolve: config.resolve,
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: name } },
  });
  const [output] = [result].flat() as Rolldown.RolldownOutput[];
  const bundled = path.join(dir, `${name}.bundled.mjs`);
  fs.writeFileSync(bundled, output.output.find((o) => o.type === 'chunk')!.code);
  return bundled;
}

beforeAll(async () => {
  shipped = await import(pathToFileURL(await bundle('probe', probe)).href);
  endpointsOnlyCode = fs.readFileSync(await bundle('endpoints', endpointsOnly), 'utf8');
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

  it('leaves zod out of a page that only calls endpoints: no contract module keeps a schema alive while it loads', () => {
    // A top-level read such as `schema.shape.options` cannot be dropped, and kept 22 KB of zod on /login.
    expect(endpointsOnlyCode).not.toMatch(/node_modules\/zod\//);
    expect(endpointsOnlyCode).toContain('path: "/auth"');
  });
});
