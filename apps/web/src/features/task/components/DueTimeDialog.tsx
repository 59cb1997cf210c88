import { useState } from 'react';
import { DotLoading, Stepper } from 'antd-mobile';
import { useDueTime } from '../api/getDueTimeByTaskId.js';
import { useExpirationDate } from '../api/getExpirationDate.js';
import { useDebounced } from '../../../lib/use-debounced.js';
import { dateTime } from '../time.js';
import { ActionSheetFrame, SheetField } from './ActionSheetFrame.js';
import { useTranslation } from '../../../i18n/index.js';

/** Extending a task's due time (延期): the current due time and days left, working days to add, the new due time. */
export function DueTimeDialog({ taskId, onCancel, onConfirm }: { taskId: string; onCancel(): void; onConfirm(days: number): void }) {
  const { t } = useTranslation('task');
  const [days, setDays] = useState(1);
  const due = useDueTime(taskId, true);
  const settled = useDebounced(days);
  const preview = useExpirationDate(taskId, settled, settled >= 1);
  const info = due.data;
  return (
    <ActionSheetFrame open title={t('due.title')} onCancel={onCancel} confirmText={t('due.confirm')} confirmDisabled={days < 1} onConfirm={() => onConfirm(days)}>
      {due.isPending && <div className="task-sheet-loading"><DotLoading color="primary" /></div>}
      {info && (
        <p className="task-sheet-message">
          {info.dueTime
            ? t(info.overdue ? 'due.overdue' : 'due.current', { time: dateTime(info.dueTime), days: Math.abs(info.remainingWorkingDays ?? 0) })
            : t('due.none')}
        </p>
      )}
      <SheetField label={t('due.add')} hint={preview.data ? t('due.preview', { time: dateTime(preview.data) }) : undefined}>
        <Stepper min={1} max={365} digits={0} value={days} onChange={(v) => setDays(Math.max(1, Math.round(Number(v) || 1)))} aria-label={t('due.add')} />
      </SheetField>
    </ActionSheetFrame>
  );
}
