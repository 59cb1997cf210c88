import { afterEach, beforeAll } from 'vitest';

beforeAll(async () => {
  if (typeof document === 'undefined') return; // node-environment tests (crypto against node's RSA)
  // The app loads languages other than zh-CN on demand; tests switch freely, so all are loaded up front.
  const { loadLanguage } = await import('../i18n/index.js');
  await Promise.all(['en-US', 'zh-TW'].map(loadLanguage));
  const { installAntdMobileRender } = await import('../app/antd-react19.js');
  const cjs = await import('antd-mobile');
  // lib/notify loads the ES build's Toast; under Node 'antd-mobile' is the CommonJS build: hook both.
  const es = await import('antd-mobile/es/index.js');
  installAntdMobileRender([cjs.unstableSetRender, es.unstableSetRender]);
});

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
