import { afterAll, afterEach, beforeAll } from 'vitest';

beforeAll(async () => {
  if (typeof document === 'undefined') return; // node-environment tests (crypto against node's RSA)
  // The app loads languages other than zh-CN on demand; tests switch freely, so all are loaded up front.
  const { loadLanguage } = await import('../i18n/index.js');
  await Promise.all(['en-US', 'zh-TW'].map(loadLanguage));
  // jsdom lays nothing out and so has no scrollIntoView; the app calls it to keep a chosen tab in view.
  Element.prototype.scrollIntoView ??= () => undefined;
  const { installAntdMobileRender } = await import('../app/antd-react19.js');
  const cjs = await import('antd-mobile');
  // lib/notify loads the ES build's Toast; under Node 'antd-mobile' is the CommonJS build: hook both.
  const es = await import('antd-mobile/es/index.js');
  installAntdMobileRender([cjs.unstableSetRender, es.unstableSetRender]);
  // Every toast is also written, a frame later, into a hidden live region for screen readers (lib/notify).
  // Text queries look for what is shown, so they skip that copy: else a toast's text is found once or twice
  // depending on whether the frame has passed. The announcement itself is found by its role (status, alert).
  const { configure } = await import('@testing-library/react');
  const { ANNOUNCER_ATTRIBUTE } = await import('../lib/announce.js');
  // findBy/waitFor wait up to 5 s: on a loaded CI machine a render can take over the default second, and no test
  // asserts how fast something appears (speed is the benchmarks' job).
  configure({ defaultIgnore: `script, style, [${ANNOUNCER_ATTRIBUTE}]`, asyncUtilTimeout: 5_000 });
});

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  // The live regions sit in the body, outside what cleanup() removes: one test's message is not the next one's.
  const { ANNOUNCER_ATTRIBUTE } = await import('../lib/announce.js');
  document.querySelectorAll(`[${ANNOUNCER_ATTRIBUTE}]`).forEach((region) => region.remove());
  // A toast lives in a React root of its own that cleanup() does not know: close it, and let React finish
  // unmounting it while the test's document still exists (else it renders after the environment is gone).
  const { default: Toast } = await import('antd-mobile/es/components/toast');
  Toast.clear();
  // So is a confirm dialog (Dialog.confirm) a test left open: under load its buttons would still be in the next
  // test's page. The app imports both builds (see above), so both are closed.
  const [{ Dialog: cjsDialog }, { Dialog: esDialog }] = await Promise.all([import('antd-mobile'), import('antd-mobile/es/index.js')]);
  cjsDialog.clear();
  esDialog.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
  sessionStorage.clear();
  localStorage.clear();
});

afterAll(async () => {
  if (typeof document === 'undefined') return;
  // A toast or dialog closed by the last test unmounts a moment after its animation: let it, for up to a second,
  // then unmount what is left while the document still exists (React would otherwise work on one that is gone).
  const { mountedWidgetRoots } = await import('../app/antd-react19.js');
  for (let waited = 0; mountedWidgetRoots.size > 0 && waited < 1000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  const { act } = await import('@testing-library/react');
  for (const root of [...mountedWidgetRoots]) {
    mountedWidgetRoots.delete(root);
    act(() => root.unmount());
  }
});
