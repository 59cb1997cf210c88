import { forwardRef } from 'react';
import { TextArea, type TextAreaRef } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { modelApi } from '@wp/contract';
import { AttachmentControl } from '../../../components/form/fields/AttachmentControl.js';
import { useApprovalPhrases } from '../api/getApprovalByDefKeyAndTypeId.js';
import { useSaveApprovalPhrase } from '../api/saveApprovalItem.js';
import { useTranslation } from '../../../i18n/index.js';

/** Most characters of an opinion (the runtime's limit). */
export const OPINION_MAX = 4000;

const attachmentField = { key: 'files', label: '', type: 'attachment' as const, maxCount: 10 };

/**
 * The opinion of a decision: the text, the process's common phrases (shared ones, then mine; a tap fills the
 * text in), saving the current text as a new phrase of mine, and attachments.
 */
export const OpinionInput = forwardRef<TextAreaRef, {
  defKey: string;
  value: string;
  onChange(text: string): void;
  files: string[];
  onFiles(ids: string[]): void;
  required?: boolean;
  label?: string;
}>(function OpinionInput({ defKey, value, onChange, files, onFiles, required, label }, ref) {
  const { t } = useTranslation('task');
  const phrases = useApprovalPhrases(defKey);
  const save = useSaveApprovalPhrase(defKey);
  const text = value.trim();
  const known = phrases.data?.includes(text) ?? false;
  return (
    <section className="card opinion-input" aria-label={label ?? t('opinion.label')}>
      <label className="opinion-input-label" htmlFor="task-opinion">
        {label ?? t('opinion.label')}{required && <span className="opinion-required" role="img" aria-label={t('opinion.required')}>*</span>}
      </label>
      <TextArea ref={ref} id="task-opinion" value={value} onChange={onChange} placeholder={required ? t('opinion.placeholderRequired') : t('opinion.placeholder')}
        rows={3} maxLength={OPINION_MAX} className="opinion-input-text grow-text" />
      <div className="opinion-phrases" role="group" aria-label={t('opinion.phrases')}>
        {(phrases.data ?? []).map((p) => (
          <button key={p} type="button" className="opinion-phrase" aria-pressed={p === text} onClick={() => onChange(p)}>{p}</button>
        ))}
        <button type="button" className="opinion-phrase is-add" disabled={!text || known || text.length > modelApi.APPROVAL_PHRASE_MAX || save.isPending}
          onClick={() => save.mutate(text)}>
          <AddOutline /> {t('opinion.savePhrase')}
        </button>
      </div>
      <div className="opinion-files">
        <AttachmentControl field={{ ...attachmentField, label: t('opinion.files') }} value={files} onChange={(v) => onFiles(v as string[])} readOnly={false} path="files" />
      </div>
    </section>
  );
});
