import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { MountOnOpen } from '../../../components/MountOnOpen.js';

/** A bottom sheet with a title and a close button (the diagram, sharing); the body is the caller's. */
export function TitledSheet({ open, title, onClose, className, children }: {
  open: boolean; title: string; onClose(): void;
  /** The sheet's own class (its height and width), put on the popup body. */
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('task');
  return (
    <MountOnOpen open={open}>{(visible) => (
      <Popup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={`titled-sheet ${className}`}>
        <div role="dialog" aria-label={title} className="titled-sheet-inner">
          <div className="titled-sheet-head">
            <span className="titled-sheet-title">{title}</span>
            <button type="button" className="link-button titled-sheet-close" aria-label={t('common:cancel')} onClick={onClose}><CloseOutline /></button>
          </div>
          {children}
        </div>
      </Popup>
    )}</MountOnOpen>
  );
}
