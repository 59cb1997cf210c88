import { useState } from 'react';
import { TextArea } from 'antd-mobile';
import { PickerTrigger } from '../../../components/form/fields/PickerTrigger.js';
import { UserPicker } from '../../../components/form/UserPicker.js';
import { OPINION_MAX } from './OpinionInput.js';
import { ActionSheetFrame, SheetField } from './ActionSheetFrame.js';
import { useTranslation } from '../../../i18n/index.js';

/**
 * An action that goes to people (transfer, copy to, communicate, inquire, add approvers ...): the people
 * picker opens at once, then the chosen people and a note (starting from the page's opinion) are confirmed.
 */
export function PeopleDialog({ title, multiple, initialNote, exclude, onCancel, onConfirm }: {
  title: string;
  multiple: boolean;
  initialNote: string;
  /** People who may not be chosen (the user acting). */
  exclude?: ReadonlySet<string>;
  onCancel(): void;
  onConfirm(userIds: string[], note: string): void;
}) {
  const { t } = useTranslation('task');
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const [picking, setPicking] = useState(true);
  const [note, setNote] = useState(initialNote);
  const label = multiple ? t('people.many') : t('people.one');
  return (
    <>
      <ActionSheetFrame open title={title} onCancel={onCancel} confirmText={t('common:confirm')} confirmDisabled={picked.size === 0}
        onConfirm={() => onConfirm([...picked.keys()], note.trim())}>
        <SheetField label={label} required>
          <PickerTrigger label={label} text={[...picked.values()].join('、')} placeholder={t('people.placeholder')}
            onOpen={() => setPicking(true)} onClear={() => setPicked(new Map())} />
        </SheetField>
        <SheetField label={t('people.note')} htmlFor="people-note">
          <TextArea id="people-note" value={note} onChange={setNote} rows={3} maxLength={OPINION_MAX} placeholder={t('opinion.placeholder')} className="task-sheet-text" />
        </SheetField>
      </ActionSheetFrame>
      {picking && (
        <UserPicker title={title} multiple={multiple} initial={picked} exclude={exclude}
          onCancel={() => setPicking(false)}
          onConfirm={(p) => {
            setPicked(p);
            setPicking(false);
          }} />
      )}
    </>
  );
}
