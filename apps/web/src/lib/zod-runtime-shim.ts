/**
 * The browser build never validates with zod: the server does, and the web only needs each contract
 * endpoint's host, method and path. So in the web bundle `zod` resolves here — a chainable no-op — which
 * keeps ~60 KB gzip of schema code out of the first page. Types still come from the real zod.
 */
type Chain = ((...args: unknown[]) => Chain) & { [key: string]: Chain };
const chain: Chain = new Proxy(function noop() {} as unknown as Chain, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : chain),
  apply: () => chain,
});
export const z = chain;
export default chain;
