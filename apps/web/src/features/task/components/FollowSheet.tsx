import { useState } from 'react';
import { Checkbox, Space } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoading } from '../../../components/PageLoading.js';
import { approvalKeys } from '../../../domains/approval/keys.js';
import { notify } from '../../../lib/notify.js';
import { saveFollow, useFollowedNodes } from '../api/follow.js';
import { ActionSheetFrame } from './ActionSheetFrame.js';
import { RetryNote } from './RetryNote.js';
import { useTranslation } from '../../../i18n/index.js';

/** A node of the process as the layout lists it. */
export interface FollowableNode { nodeId: string; name: string; nodeType: string }

/** Only approval nodes can be followed (the server refuses the others). */
const followable = (n: FollowableNode) => n.nodeType === 'USERTASK' || n.nodeType === 'SIGNTASK';

/**
 * Follow nodes (跟踪): tick the approval nodes of this instance to be told in the inbox when they are handled;
 * the ticked list replaces the earlier one, none ticked stops following.
 */
export function FollowSheet({ instId, nodes, open, onClose }: { instId: string; nodes: readonly FollowableNode[]; open: boolean; onClose(): void }) {
  const { t } = useTranslation('task');
  const client = useQueryClient();
  const followed = useFollowedNodes(instId, open);
  // The user's ticks once they touch the list; until then the server's. A refetch (the app back in front) must
  // not wipe ticks not saved yet, so nothing copies the server's list over them.
  const [touched, setTouched] = useState<string[] | null>(null);
  const picked = touched ?? followed.data ?? [];
  const [busy, setBusy] = useState(false);
  const close = () => {
    setTouched(null);
    onClose();
  };

  async function save() {
    setBusy(true);
    try {
      const reply = await saveFollow(instId, picked);
      notify.success(reply.message);
      client.setQueryData(approvalKeys.followed(instId), picked);
      close();
    } catch {
      // the error catalogue has told the user
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionSheetFrame open={open} title={t('follow.title')} onCancel={close} onConfirm={() => void save()} confirmText={t('follow.confirm')}
      confirmDisabled={busy || !followed.isSuccess}>
      <p className="task-sheet-message">{t('follow.message')}</p>
      {followed.isPending ? <PageLoading rows={3} /> : followed.isError ? (
        <RetryNote text={t('follow.failed')} onRetry={() => void followed.refetch()} />
      ) : (
        <Checkbox.Group value={picked} onChange={(v) => setTouched(v.map(String))}>
          <Space direction="vertical" block className="task-sheet-choices">
            {nodes.filter(followable).map((n) => <Checkbox key={n.nodeId} value={n.nodeId} data-node={n.nodeId}>{n.name || n.nodeId}</Checkbox>)}
          </Space>
        </Checkbox.Group>
      )}
    </ActionSheetFrame>
  );
}
