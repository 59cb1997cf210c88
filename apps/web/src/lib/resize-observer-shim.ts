/**
 * antd-mobile imports a ResizeObserver polyfill for browsers older than any the plant's phones run; every
 * supported browser has the native one, so the web build resolves the polyfill here.
 */
export default globalThis.ResizeObserver;
