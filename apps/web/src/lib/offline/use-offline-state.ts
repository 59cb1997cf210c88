import { useSyncExternalStore } from 'react';
import { deviceCopyTime, onDeviceCopy } from './status.js';
import { isOnline } from './online.js';

export { isOnline };

function subscribe(listener: () => void) {
  const off = onDeviceCopy(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    off();
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Offline as the user should be told: no network, or screens showing the device's copies (and since when). */
export function useOfflineState(): { online: boolean; deviceCopyAt: number | null } {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const deviceCopyAt = useSyncExternalStore(subscribe, deviceCopyTime, () => null);
  return { online, deviceCopyAt };
}
