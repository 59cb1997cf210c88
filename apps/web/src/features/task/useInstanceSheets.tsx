import { useState, type ComponentProps } from 'react';
import { DiagramSheet } from './components/DiagramSheet.js';
import { ShareSheet } from './components/ShareSheet.js';

/**
 * The sheets every detail view opens from its title bar: the flow diagram (tapping a node names who handled it,
 * from `records`) and, unless `shareable` is false, sharing. One is open at a time.
 */
export function useInstanceSheets({ instId, subject, records, shareable = true }: {
  instId: string; subject: string; records: ComponentProps<typeof DiagramSheet>['records']; shareable?: boolean;
}) {
  const [open, setOpen] = useState<'diagram' | 'share' | null>(null);
  const close = () => setOpen(null);
  return {
    openDiagram: () => setOpen('diagram'),
    openShare: shareable ? () => setOpen('share') : undefined,
    sheets: (
      <>
        <DiagramSheet instId={instId} open={open === 'diagram'} onClose={close} records={records} />
        {shareable && <ShareSheet instId={instId} subject={subject} open={open === 'share'} onClose={close} />}
      </>
    ),
  };
}
