/**
 * Whether what the screens show came from the device (ADR 0029): the time of the oldest device copy shown since
 * the server last answered, or null. Small and in the shell: the HTTP client sets it, the offline bar reads it.
 */
let deviceCopyAt: number | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Calls `listener` whenever a device copy starts or stops showing. */
export function onDeviceCopy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A reply on screen is the device's copy, kept at `savedAt`. */
export function servedFromDevice(savedAt: number) {
  if (deviceCopyAt !== null && deviceCopyAt <= savedAt) return;
  deviceCopyAt = savedAt;
  emit();
}

/** The server answered a kept call: the screens show its data again. */
export function servedFromNetwork() {
  if (deviceCopyAt === null) return;
  deviceCopyAt = null;
  emit();
}

export const deviceCopyTime = () => deviceCopyAt;

/** Query options of a kept call (`keep: true`): it answers offline from the device, so it runs whatever the network says. */
export const keptQuery = { networkMode: 'always' } as const;
