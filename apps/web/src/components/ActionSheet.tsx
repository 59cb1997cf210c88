import { useId } from 'react';
import { Popup, SafeArea } from 'antd-mobile';
import { MountOnOpen } from './MountOnOpen.js';
import { useModalFocus } from './use-modal-focus.js';
import 'antd-mobile/es/components/action-sheet/action-sheet.css';
import './action-sheet.css';
import { useTranslation } from '../i18n/index.js';

export interface SheetAction {
  key: string;
  text: string;
  description?: string;
  disabled?: boolean;
  /** The choice in force (the current language, layout ...): shown bold and announced as current. */
  current?: boolean;
}

/**
 * A bottom sheet of choices with antd-mobile's ActionSheet look. Its markup is our own: antd-mobile's items
 * are anchors without href, which no keyboard reaches, marked role=option outside any list box. Here each
 * choice is a button in a modal dialog named `title` (shown above the choices) or `label` (not shown).
 */
export function ActionSheet({ open, title, label, actions, onAction, onClose }: {
  open: boolean;
  title?: string;
  label?: string;
  actions: SheetAction[];
  onAction(action: SheetAction): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const focus = useModalFocus(open, onClose);
  const titleId = useId();
  return (
    <MountOnOpen open={open}>{(visible) => (
      <Popup visible={visible} onMaskClick={onClose} onClose={onClose} className="adm-action-sheet-popup">
        <div ref={focus} role="dialog" aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : label} className="adm-action-sheet">
          {title && <div className="adm-action-sheet-extra" id={titleId}>{title}</div>}
          <div className="adm-action-sheet-button-list">
            {actions.map((a) => (
              <div key={a.key} className="adm-action-sheet-button-item-wrapper">
                <button type="button" disabled={a.disabled} aria-current={a.current || undefined} onClick={() => onAction(a)}
                  className={`adm-action-sheet-button-item ${a.disabled ? 'adm-action-sheet-button-item-disabled' : ''} ${a.current ? 'adm-action-sheet-button-item-bold' : ''}`}>
                  <span className="adm-action-sheet-button-item-name">{a.text}</span>
                  {a.description && <span className="adm-action-sheet-button-item-description">{a.description}</span>}
                </button>
              </div>
            ))}
          </div>
          <div className="adm-action-sheet-cancel">
            <div className="adm-action-sheet-button-item-wrapper">
              <button type="button" className="adm-action-sheet-button-item" onClick={onClose}>
                <span className="adm-action-sheet-button-item-name">{t('cancel')}</span>
              </button>
            </div>
          </div>
          <SafeArea position="bottom" />
        </div>
      </Popup>
    )}</MountOnOpen>
  );
}
