import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser believes it has a network (false is certain; true may still fail: a Wi-Fi without a route). */
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** isOnline, following the browser's online and offline events. */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
