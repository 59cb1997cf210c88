import { useState } from 'react';
import { TextArea } from 'antd-mobile';
import { OPINION_MAX } from './OpinionInput.js';
import { ActionSheetFrame, SheetField } from './ActionSheetFrame.js';
import { useTranslation } from '../../../i18n/index.js';

/** What to confirm: an action that cannot be undone (end the process) or a message to send (urge), with a note. */
export interface NoteSpec {
  title: string;
  /** What will happen, in plain words. */
  message: string;
  noteLabel: string;
  placeholder: string;
  initialNote?: string;
  noteRequired?: boolean;
  confirmText: string;
  danger?: boolean;
  onConfirm(note: string): void;
}

/** Confirms an action with a note (a reason, a message); a required note must be written first. */
export function NoteDialog({ spec, onCancel }: { spec: NoteSpec; onCancel(): void }) {
  const { t } = useTranslation('task');
  const [note, setNote] = useState(spec.initialNote ?? '');
  return (
    <ActionSheetFrame open title={spec.title} onCancel={onCancel} confirmText={spec.confirmText} danger={spec.danger}
      confirmDisabled={spec.noteRequired && !note.trim()} onConfirm={() => spec.onConfirm(note.trim())}>
      <p className="task-sheet-message">{spec.message}</p>
      <SheetField label={spec.noteLabel} required={spec.noteRequired} htmlFor="task-note"
        hint={spec.noteRequired && !note.trim() ? t('note.required', { label: spec.noteLabel }) : undefined}>
        <TextArea id="task-note" value={note} onChange={setNote} rows={3} maxLength={OPINION_MAX} placeholder={spec.placeholder} className="task-sheet-text" />
      </SheetField>
    </ActionSheetFrame>
  );
}
