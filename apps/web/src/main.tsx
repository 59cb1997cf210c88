import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import i18n, { i18nReady } from './i18n/index.js';
// antd-mobile's global styles and theme variables (the build imports its components from their own files).
import 'antd-mobile/es/global';
import './styles/global.css';
import { loadRuntimeConfig } from './lib/runtime-config.js';
import { installRootFont } from './app/root-font.js';
import { installAntdMobileRender } from './app/antd-react19.js';
import { createAppRouter, firstRouteReady } from './app/router.js';
import { stylesReady } from './app/styles-ready.js';
import { App } from './app/App.js';
import { installUpdateCheckOnNativeSignIn } from './lib/app-update-trigger.js';
import { nextTask } from './lib/next-task.js';
import { afterPageSettled } from './lib/after-settled.js';

installRootFont();
installAntdMobileRender();
installUpdateCheckOnNativeSignIn();

async function start() {
  await loadRuntimeConfig();
  // Evaluating the scripts and starting the router are two tasks, not one long one.
  await nextTask();
  const router = createAppRouter();
  // The boot screen of index.html stays until the first page can render whole.
  await Promise.all([firstRouteReady(router), stylesReady(), i18nReady]);
  // A transition renders in slices that yield to the browser, so the first page does not block input.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App router={router} />));
  // The installable app's worker (ADR 0029) downloads every screen: only once this page has what it shows.
  afterPageSettled(() => void import('./lib/offline/register-sw.js').then((m) => m.registerServiceWorker()).catch(() => undefined));
}

start().catch(() => {
  // Without the runtime config nothing can work; say so plainly, in the user's language, instead of a blank page.
  const message = Object.assign(document.createElement('div'), { textContent: i18n.t('error.network') });
  message.style.cssText = 'padding:48px 24px;text-align:center;color:#646a73;font:15px/1.6 sans-serif';
  document.getElementById('root')!.replaceChildren(message);
});
