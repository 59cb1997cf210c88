import { create } from 'zustand';

/** Requests in flight: drives the top progress bar and, for calls that ask for it, the full-screen overlay. */
export const useActivity = create<{ pending: number; overlay: number }>(() => ({ pending: 0, overlay: 0 }));

export function track(overlay: boolean): () => void {
  useActivity.setState((s) => ({ pending: s.pending + 1, overlay: s.overlay + (overlay ? 1 : 0) }));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    useActivity.setState((s) => ({ pending: s.pending - 1, overlay: s.overlay - (overlay ? 1 : 0) }));
  };
}
