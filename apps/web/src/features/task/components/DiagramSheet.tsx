import { useCallback, useState } from 'react';
import { Tag } from 'antd-mobile';
import type { OpinionRecordRow } from '@wp/contract';
import { FlowDiagram } from '../../../components/approval/FlowDiagram.js';
import { candidateNames } from '../../../components/approval/OpinionList.js';
import { PageLoading } from '../../../components/PageLoading.js';
import { useExecutors } from '../api/getExcutorNameByInstId.js';
import { useFlowImage } from '../api/instanceFlowImage.js';
import { dateTime } from '../time.js';
import { RetryNote } from './RetryNote.js';
import { TitledSheet } from './TitledSheet.js';
import { useTranslation } from '../../../i18n/index.js';

const statusColour = { done: 'success', current: 'primary', rejected: 'danger', untouched: 'default' } as const;

/**
 * The flow diagram of an instance in a full-height sheet: bpmn-js loads only when the sheet opens, done and
 * current nodes are marked, and tapping a node tells who handled it and when (or who holds it, or would get it).
 */
export function DiagramSheet({ instId, open, onClose, records }: {
  instId: string; open: boolean; onClose(): void; records: readonly OpinionRecordView[];
}) {
  const { t } = useTranslation('task');
  const image = useFlowImage(instId, open);
  const executors = useExecutors(instId, open);
  const [nodeId, setNodeId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onError = useCallback((m: string) => setFailure(m), []);
  const node = image.data?.nodes.find((n) => n.nodeId === nodeId);
  const handled = records.filter((r) => r.taskKey === nodeId).slice().reverse();
  const people = executors.data?.find((e) => e.nodeId === nodeId);

  return (
    <TitledSheet open={open} title={t('diagram.title')} onClose={onClose} className="diagram-sheet">
        <div className="diagram-sheet-canvas">
          {image.isPending && <PageLoading rows={6} />}
          {(image.isError || failure) && (
            <RetryNote text={t('diagram.failed')} onRetry={() => { setFailure(null); void image.refetch(); }} />
          )}
          {image.data && !failure && (
            <FlowDiagram xml={image.data.bpmnXml} statuses={image.data.nodeStatus} onNodeTap={setNodeId} onError={onError} />
          )}
        </div>
        <div className="diagram-node" aria-live="polite">
          {!node ? <span className="diagram-hint">{t('diagram.tapHint')}</span> : (
            <>
              <div className="diagram-node-head">
                <span className="diagram-node-name">{node.name || node.nodeId}</span>
                <Tag color={statusColour[node.status]} fill="outline" data-node-status={node.status}>{t(`diagram.status.${node.status}`)}</Tag>
              </div>
              {handled.length > 0 ? (
                <ul className="diagram-node-records">
                  {handled.map((r) => (
                    <li key={r.id}>
                      <span className="diagram-who">{r.completeTime ? r.auditorName : candidateNames(r.qualfiedNames) || r.auditorName}</span>
                      <span className="diagram-what">{r.completeTime ? r.statusVal : t('diagram.waiting')}</span>
                      <time dateTime={r.completeTime ?? r.createTime}>{dateTime(r.completeTime ?? r.createTime)}</time>
                    </li>
                  ))}
                </ul>
              ) : people && people.excutorName ? (
                <div className="diagram-node-people">{t(people.status === 'coming' ? 'diagram.wouldGet' : 'diagram.handlers', { names: people.excutorName.split(',').join('、') })}</div>
              ) : (
                <div className="diagram-node-people">{t('diagram.notReached')}</div>
              )}
            </>
          )}
        </div>
    </TitledSheet>
  );
}

type OpinionRecordView = Pick<OpinionRecordRow, 'id' | 'taskKey' | 'auditorName' | 'qualfiedNames' | 'statusVal' | 'completeTime' | 'createTime'>;
