import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The wheel pickers (with dayjs behind the date picker) and the image viewer load the first time they open:
// forms are read far more often than a date is picked, and a task view should not carry them.
const Picker = lazy(() => import('./on-demand-parts.js').then((m) => ({ default: m.Picker })));
const DatePicker = lazy(() => import('./on-demand-parts.js').then((m) => ({ default: m.DatePicker })));

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
  import('./on-demand-parts.js').then((m) => m.ImageViewer.show({ image: url }));
