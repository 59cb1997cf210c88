import { useSyncExternalStore } from 'react';
import { deviceCopyTime, onDeviceCopy } from './status.js';
import { isOnline } from './online.js';

function onNetworkChange(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** isOnline, following the browser's online and offline events. */
export const useOnline = () => useSyncExternalStore(onNetworkChange, isOnline, () => true);

/** Offline as the user should be told: no network, or screens showing the device's copies (and since when). */
export function useOfflineState(): { online: boolean; deviceCopyAt: number | null } {
  const online = useOnline();
  const deviceCopyAt = useSyncExternalStore(onDeviceCopy, deviceCopyTime, () => null);
  return { online, deviceCopyAt };
}
