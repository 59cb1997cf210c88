import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type RenderFn = Parameters<typeof unstableSetRender>[0] & object;

/**
 * The imperative widgets' roots still mounted. A widget unmounts a moment after its closing animation; the web
 * tests unmount what is left before their document goes, else React would work on a document that is gone.
 */
export const mountedWidgetRoots = new Set<Root>();

/** React 19's root API in the shape antd-mobile's imperative widgets expect. */
export const react19Render: RenderFn = (node, container) => {
  const holder = container as (Element | DocumentFragment) & { _reactRoot?: Root };
  holder._reactRoot ??= createRoot(container);
  const root = holder._reactRoot;
  mountedWidgetRoots.add(root);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!mountedWidgetRoots.delete(root)) return;
    root.unmount();
    delete holder._reactRoot;
  };
};

/**
 * antd-mobile 5 renders its imperative widgets (Toast, Dialog.confirm, ActionSheet.show) with the legacy
 * ReactDOM.render, which React 19 removed; this installs React 19's root API (the library's documented hook).
 */
export function installAntdMobileRender(setters: Array<typeof unstableSetRender> = [unstableSetRender]) {
  for (const set of setters) set(react19Render);
}
