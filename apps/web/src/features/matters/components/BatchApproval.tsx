import { useState } from 'react';
import { Button, Checkbox, List, TextArea } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import type { BatchResult, TaskRow } from '@wp/contract';
import { useBatchComplete, type BatchInput } from '../api/batchComplete.js';
import { Sheet } from '../../../components/Sheet.js';
import { useTranslation } from '../../../i18n/index.js';

/** The bar at the bottom of the to-do list in select mode: select all, the count, and the batch button. */
export function BatchBar({ selectable, selected, onSelectAll, onApprove }: {
  selectable: number; selected: number; onSelectAll(all: boolean): void; onApprove(): void;
}) {
  const { t } = useTranslation('matters');
  const all = selectable > 0 && selected === selectable;
  return (
    <div className="batch-bar" role="toolbar">
      <Checkbox checked={all} indeterminate={selected > 0 && !all} disabled={selectable === 0} onChange={(v) => onSelectAll(v)}>
        {t('batch.selectAll')}
      </Checkbox>
      <span className="batch-count">{t('batch.selected', { count: selected })}</span>
      <Button color="primary" size="middle" disabled={selected === 0} onClick={onApprove}>{t('batch.approve')}</Button>
    </div>
  );
}

/**
 * Batch approval of the chosen to-do tasks: one decision and one opinion for all, then the result of each
 * task (some may fail, e.g. handled meanwhile by a colleague) until the user closes it.
 */
export function BatchApproval({ tasks, open, onClose, onFinished }: {
  tasks: TaskRow[];
  open: boolean;
  onClose(): void;
  /** After the results were seen: leave select mode. */
  onFinished(): void;
}) {
  const { t } = useTranslation('matters');
  const [opinion, setOpinion] = useState('');
  const [results, setResults] = useState<BatchResult[] | null>(null);
  // What was sent: the list refreshes before the results are read, and handled tasks leave it.
  const [sent, setSent] = useState<TaskRow[]>([]);
  const batch = useBatchComplete();

  function run(actionName: BatchInput['actionName']) {
    setSent(tasks);
    batch.mutate({ taskIds: tasks.map((x) => x.taskId), actionName, opinion }, { onSuccess: setResults });
  }
  function finish() {
    setResults(null);
    setOpinion('');
    onFinished();
  }

  if (results) {
    const ok = results.filter((r) => r.state).length;
    const subjectOf = (taskId: string) => sent.find((x) => x.taskId === taskId)?.subject ?? taskId;
    return (
      <Sheet open onClose={finish} label={t('batch.resultTitle')} bodyClassName="batch-popup">
        <div className="batch-popup-title">{t('batch.resultTitle')}</div>
        <div className="batch-summary" role="status">{t('batch.summary', { ok, failed: results.length - ok })}</div>
        {/* Named by the dialog around it: a second name would only repeat it (and a plain div takes none). */}
        <List className="batch-results">
          {results.map((r) => (
            <List.Item key={r.taskId} data-state={r.state ? 'ok' : 'failed'}
              prefix={r.state ? <CheckCircleFill className="batch-ok" aria-label={t('batch.ok')} /> : <CloseCircleFill className="batch-failed" aria-label={t('batch.failed')} />}
              description={r.message}>
              {subjectOf(r.taskId)}
            </List.Item>
          ))}
        </List>
        <div className="batch-actions">
          <Button block color="primary" onClick={finish}>{t('batch.close')}</Button>
        </div>
      </Sheet>
    );
  }

  return (
    <Sheet open={open} onClose={onClose} label={t('batch.title', { count: tasks.length })} bodyClassName="batch-popup">
      <div className="batch-popup-title">{t('batch.title', { count: tasks.length })}</div>
      <ul className="batch-chosen">
        {tasks.map((x) => <li key={x.taskId}><span className="batch-chosen-subject">{x.subject}</span><span className="batch-chosen-node">{x.name}</span></li>)}
      </ul>
      <div className="batch-opinion">
        <label className="batch-opinion-label" htmlFor="batch-opinion">{t('batch.opinion')}</label>
        <TextArea id="batch-opinion" value={opinion} onChange={setOpinion} placeholder={t('batch.opinionPlaceholder')} rows={3} maxLength={4000}
          showCount />
      </div>
      <div className="batch-actions">
        <Button fill="outline" color="danger" disabled={batch.isPending} onClick={() => run('oppose')}>{t('batch.oppose')}</Button>
        <Button color="primary" loading={batch.isPending} onClick={() => run('agree')}>{t('batch.agree')}</Button>
      </div>
    </Sheet>
  );
}
