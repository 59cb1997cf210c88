import { useMemo, useState } from 'react';
import { DotLoading, Radio, Space, TextArea } from 'antd-mobile';
import { pickableNodes } from '../../../domains/approval/node-picker.js';
import { useRejectOptions } from '../api/taskToReject.js';
import type { RejectMode } from '../actions.js';
import { OPINION_MAX } from './OpinionInput.js';
import { ActionSheetFrame, SheetField } from './ActionSheetFrame.js';
import { RetryNote } from './RetryNote.js';
import { useTranslation } from '../../../i18n/index.js';

export interface RejectChoice {
  mode: RejectMode;
  /** The node to send the case back to (mode 'node'). */
  nodeId?: string;
  /** After resubmission: straight back to me, or through the flow again. */
  backHandMode: 'direct' | 'normal';
  opinion: string;
}

/**
 * The reject dialog: where the case goes back to (the previous step, the starter, or a node picked from the
 * earlier nodes, never start, end or a gateway), how it comes back after resubmission, and the reason.
 */
export function RejectDialog({ taskId, initialMode, resubmit, initialOpinion, onCancel, onConfirm }: {
  taskId: string;
  /** The mode of the button that was tapped. */
  initialMode: RejectMode;
  /** The node's own setting for resubmission, preselected. */
  resubmit: 'rewalk' | 'direct';
  initialOpinion: string;
  onCancel(): void;
  onConfirm(choice: RejectChoice): void;
}) {
  const { t } = useTranslation('task');
  const options = useRejectOptions(taskId, true);
  const o = options.data;
  const nodes = useMemo(() => {
    const seen = new Set<string>();
    return pickableNodes([...(o?.allowNormalNode ?? []), ...(o?.allowDirectNode ?? [])]).filter((n) => !seen.has(n.nodeId) && !!seen.add(n.nodeId));
  }, [o]);
  const modes: RejectMode[] = o ? [
    ...(o.canRejectPreAct ? ['pre' as const] : []),
    ...(o.canRejectToStart ? ['start' as const] : []),
    ...(o.canRejectToAnyNode && nodes.length > 0 ? ['node' as const] : []),
  ] : [];
  const [chosen, setMode] = useState<RejectMode | null>(null);
  const mode = chosen ?? (modes.includes(initialMode) ? initialMode : modes[0] ?? null);
  const [nodeId, setNodeId] = useState<string | null>(null);
  const [backHandMode, setBackHandMode] = useState<'direct' | 'normal'>(resubmit === 'direct' ? 'direct' : 'normal');
  const [opinion, setOpinion] = useState(initialOpinion);
  const ready = !!mode && (mode !== 'node' || !!nodeId) && !!opinion.trim();
  const previous = o?.backNode.map((n) => n.name).join('、');

  return (
    <ActionSheetFrame open title={t('reject.title')} onCancel={onCancel} confirmText={t('reject.confirm')} danger confirmDisabled={!ready}
      onConfirm={() => mode && onConfirm({ mode, ...(mode === 'node' && nodeId ? { nodeId } : {}), backHandMode, opinion: opinion.trim() })}>
      {options.isPending && <div className="task-sheet-loading"><DotLoading color="primary" /></div>}
      {options.isError && (
        <RetryNote text={t('reject.loadFailed')} onRetry={() => void options.refetch()} />
      )}
      {o && modes.length === 0 && <div className="detail-note">{t('reject.none')}</div>}
      {o && modes.length > 0 && (
        <>
          <SheetField label={t('reject.to')} required>
            <Radio.Group value={mode ?? undefined} onChange={(v) => setMode(v as RejectMode)}>
              <Space direction="vertical" block className="task-sheet-choices">
                {modes.map((m) => (
                  <Radio key={m} value={m} data-mode={m}>
                    {t(`reject.mode.${m}`)}{m === 'pre' && previous ? <span className="task-sheet-sub">（{previous}）</span> : null}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </SheetField>
          {mode === 'node' && (
            <SheetField label={t('reject.node')} required>
              <Radio.Group value={nodeId ?? undefined} onChange={(v) => setNodeId(String(v))}>
                <Space direction="vertical" block className="task-sheet-choices task-sheet-nodes">
                  {nodes.map((n) => <Radio key={n.nodeId} value={n.nodeId} data-node={n.nodeId}>{n.name}</Radio>)}
                </Space>
              </Radio.Group>
            </SheetField>
          )}
          <SheetField label={t('reject.back')}>
            <Radio.Group value={backHandMode} onChange={(v) => setBackHandMode(v as 'direct' | 'normal')}>
              <Space direction="vertical" block className="task-sheet-choices">
                <Radio value="normal">{t('reject.backNormal')}</Radio>
                <Radio value="direct">{t('reject.backDirect')}</Radio>
              </Space>
            </Radio.Group>
          </SheetField>
          <SheetField label={t('reject.reason')} required htmlFor="reject-opinion">
            <TextArea id="reject-opinion" value={opinion} onChange={setOpinion} rows={3} maxLength={OPINION_MAX} placeholder={t('reject.reasonPlaceholder')} className="task-sheet-text" />
          </SheetField>
        </>
      )}
    </ActionSheetFrame>
  );
}
