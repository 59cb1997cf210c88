import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The wheel pickers (and dayjs behind the date picker) load the first time a picker opens: most forms are
// read far more often than a date is picked, and a task view should not carry them.
const Picker = lazy(() => import('./pickers.js').then((m) => ({ default: m.Picker })));
const DatePicker = lazy(() => import('./pickers.js').then((m) => ({ default: m.DatePicker })));

/** Mounted from the first opening on (so closing still animates), never before. */
function useOpenedOnce(visible: boolean | undefined): boolean {
  const [opened, setOpened] = useState(false);
  if (visible && !opened) setOpened(true);
  return opened || !!visible;
}

export function LazyPicker(props: ComponentProps<typeof Picker>) {
  if (!useOpenedOnce(props.visible)) return null;
  return <Suspense fallback={null}><Picker {...props} /></Suspense>;
}

export function LazyDatePicker(props: ComponentProps<typeof DatePicker>) {
  if (!useOpenedOnce(props.visible)) return null;
  return <Suspense fallback={null}><DatePicker {...props} /></Suspense>;
}

/** A picture full screen, the viewer loaded when first asked. */
export const showImage = (url: string) =>
  import('./pickers.js').then((m) => m.ImageViewer.show({ image: url }));
