import { useState, type ComponentProps } from 'react';
import { DiagramSheet } from './components/DiagramSheet.js';
import { FollowSheet, type FollowableNode } from './components/FollowSheet.js';
import { ShareSheet } from './components/ShareSheet.js';

/**
 * The sheets every detail view opens from its title bar: the flow diagram (tapping a node names who handled it,
 * from `records`), unless `shareable` is false sharing, and given the process's `nodes` following them (跟踪).
 * One is open at a time.
 */
export function useInstanceSheets({ instId, subject, records, shareable = true, nodes }: {
  instId: string; subject: string; records: ComponentProps<typeof DiagramSheet>['records']; shareable?: boolean;
  /** The process's nodes, to follow; absent for whoever may not follow (a shared link's guest). */
  nodes?: readonly FollowableNode[];
}) {
  const [open, setOpen] = useState<'diagram' | 'share' | 'follow' | null>(null);
  const close = () => setOpen(null);
  return {
    openDiagram: () => setOpen('diagram'),
    openShare: shareable ? () => setOpen('share') : undefined,
    openFollow: nodes ? () => setOpen('follow') : undefined,
    sheets: (
      <>
        <DiagramSheet instId={instId} open={open === 'diagram'} onClose={close} records={records} />
        {shareable && <ShareSheet instId={instId} subject={subject} open={open === 'share'} onClose={close} />}
        {nodes && <FollowSheet instId={instId} nodes={nodes} open={open === 'follow'} onClose={close} />}
      </>
    ),
  };
}
