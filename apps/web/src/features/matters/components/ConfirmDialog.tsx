import { useState } from 'react';
import { Dialog, TextArea } from 'antd-mobile';
import { useModalFocus } from '../../../components/use-modal-focus.js';
import { useTranslation } from '../../../i18n/index.js';

/** What to ask before an action that cannot be undone. */
export interface ConfirmSpec {
  title: string;
  message: string;
  /** A note to send along (a revoke reason, an urge message): its placeholder and starting text. */
  note?: { placeholder: string; initial?: string };
  confirmText: string;
  danger?: boolean;
  onConfirm(note: string): void;
}

/** A confirmation dialog driven by `ask(spec)`; render `dialog` once on the screen. */
export function useConfirm() {
  const [spec, setSpec] = useState<ConfirmSpec | null>(null);
  // The dialog keeps showing its last question while it animates out.
  const [shown, setShown] = useState<ConfirmSpec | null>(null);
  const ask = (s: ConfirmSpec) => {
    setShown(s);
    setSpec(s);
  };
  const dialog = shown ? <ConfirmDialog key={shown.title + shown.message} spec={shown} open={!!spec} onClose={() => setSpec(null)} /> : null;
  return { ask, dialog };
}

function ConfirmDialog({ spec, open, onClose }: { spec: ConfirmSpec; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(spec.note?.initial ?? '');
  const focus = useModalFocus(open, onClose);
  return (
    <Dialog
      visible={open}
      title={spec.title}
      aria-label={spec.title}
      onClose={onClose}
      closeOnAction
      content={
        <div className="confirm-dialog" ref={focus}>
          <p className="confirm-message">{spec.message}</p>
          {spec.note && (
            <TextArea className="confirm-note" placeholder={spec.note.placeholder} value={text} onChange={setText} rows={3} maxLength={500}
              showCount />
          )}
        </div>
      }
      actions={[[
        { key: 'cancel', text: t('cancel') },
        { key: 'confirm', text: spec.confirmText, bold: true, danger: spec.danger, onClick: () => spec.onConfirm(text.trim()) },
      ]]}
    />
  );
}
