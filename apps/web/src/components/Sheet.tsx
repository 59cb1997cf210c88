import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { MountOnOpen } from './MountOnOpen.js';
import { useModalFocus } from './use-modal-focus.js';

/**
 * A bottom sheet as a modal dialog named `label`: it mounts when first opened (MountOnOpen), takes the focus
 * while open, closes on Escape and the mask, and gives the focus back to what opened it (useModalFocus).
 * `bodyClassName` is the popup body's (its size); `className` the dialog's, around the caller's content.
 */
export function Sheet({ open, onClose, label, bodyClassName, className, showCloseButton, afterClose, children }: {
  open: boolean;
  onClose(): void;
  label: string;
  bodyClassName?: string;
  className?: string;
  showCloseButton?: boolean;
  afterClose?(): void;
  children: ReactNode;
}) {
  const focus = useModalFocus(open, onClose);
  return (
    <MountOnOpen open={open}>{(visible) => (
      <Popup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={bodyClassName}
        showCloseButton={showCloseButton} afterClose={afterClose}>
        <div ref={focus} role="dialog" aria-label={label} className={className}>{children}</div>
      </Popup>
    )}</MountOnOpen>
  );
}
