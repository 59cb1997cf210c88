import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document === 'undefined') return; // node-environment tests (crypto against node's RSA)
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
