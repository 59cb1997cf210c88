import { CenterPopup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { MountOnOpen } from '../MountOnOpen.js';
import { Sheet } from '../Sheet.js';
import { useModalFocus } from '../use-modal-focus.js';
import { useMediaQuery, WIDE } from '../../lib/use-media-query.js';

/**
 * Where the dialog picker opens: a full-height sheet on phones, a centred dialog from tablet width on. Both are
 * modal dialogs named `label` that hold the focus, close on Escape and the mask, and give the focus back.
 */
export function PickerFrame({ open, onClose, label, children }: { open: boolean; onClose(): void; label: string; children: ReactNode }) {
  const wide = useMediaQuery(WIDE);
  if (!wide) {
    return <Sheet open={open} onClose={onClose} label={label} bodyClassName="dialog-picker-popup" className="dialog-picker">{children}</Sheet>;
  }
  return <CentredDialog open={open} onClose={onClose} label={label}>{children}</CentredDialog>;
}

function CentredDialog({ open, onClose, label, children }: { open: boolean; onClose(): void; label: string; children: ReactNode }) {
  const focus = useModalFocus(open, onClose);
  return (
    <MountOnOpen open={open}>{(visible) => (
      // On the body: a CenterPopup renders in place by default, which inside a tablet's detail pane is the pane.
      <CenterPopup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName="dialog-picker-centre" getContainer={() => document.body}>
        <div ref={focus} role="dialog" aria-label={label} className="dialog-picker">{children}</div>
      </CenterPopup>
    )}</MountOnOpen>
  );
}
