// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseSync } from 'vite';
import { contractModuleForTheBrowser } from './contract-for-the-browser.js';

const forTheBrowser = (code: string) => contractModuleForTheBrowser(code, parseSync('contract.ts', code, { lang: 'ts' }).program);

describe('contract modules in the browser build', () => {
  it('keep host, method, path and anonymous of an endpoint, not its shapes or summary', () => {
    const out = forTheBrowser(`export const login = endpoint({
      host: 'uc', method: 'POST', path: '/auth', anonymous: true,
      summary: 'Sign in', body: z.object({ account: z.string() }), reply: loginUser,
    });`);
    expect(out).toContain("endpoint({ host: 'uc', method: 'POST', path: '/auth', anonymous: true })");
    expect(out).not.toMatch(/summary|body|reply|z\.object/);
  });

  it('trim endpoints built inside helper functions too', () => {
    const out = forTheBrowser("const list = (path: string) => endpoint({ host, method: 'POST', path, body: queryFilter });");
    expect(out).toContain("endpoint({ host, method: 'POST', path })");
    expect(out).not.toContain('queryFilter');
  });

  it('mark the calls made while the module loads as pure, once per chain, and no call inside a function', () => {
    const out = forTheBrowser(`export const name = z.string().max(9).optional();
export const page = (row: unknown) => z.object({ rows: z.array(row) });
export const reply = page(name);`);
    expect(out).toContain('export const name = /* @__PURE__ */ z.string().max(9).optional();');
    expect(out).toContain('(row: unknown) => z.object({ rows: z.array(row) })');
    expect(out).toContain('export const reply = /* @__PURE__ */ page(name);');
    expect(out.match(/@__PURE__/g)).toHaveLength(2);
  });
});
