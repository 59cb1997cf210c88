import { useEffect, useState, type ReactNode } from 'react';

/**
 * Mounts a sheet or dialog the first time it opens and keeps it from then on (so closing still animates).
 * antd-mobile's Popup, ActionSheet and Dialog run their spring and gesture hooks on every render even while
 * closed: a task view with a few of them paid ~30 ms of a phone's CPU for sheets nobody had opened. The child
 * mounts closed and opens one render later, so it slides in as if it had always been there.
 */
export function MountOnOpen({ open, children }: { open: boolean; children: (open: boolean) => ReactNode }) {
  const [mounted, setMounted] = useState(open);
  const [settled, setSettled] = useState(false);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (mounted) setSettled(true);
  }, [mounted]);
  return mounted ? children(open && settled) : null;
}
