import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from 'antd-mobile';
import type { NoticeRow } from '@wp/contract';
import { useFinishAction, useStaleApprovals } from '../../../domains/approval/finish-action.js';
import { notify } from '../../../lib/notify.js';
import { useSession } from '../../../lib/session/store.js';
import { doNextCopyto } from '../api/doNextCopyto.js';
import { useNotice } from '../api/getNotice.js';
import { noticeTurnDode } from '../../../domains/approval/api/noticeTurnDode.js';
import { DetailSkeleton } from '../components/DetailLayout.js';
import { LoadFailure } from '../components/LoadFailure.js';
import { OpinionInput } from '../components/OpinionInput.js';
import { dateTime } from '../time.js';
import { InstanceScreen } from './InstancePage.js';
import '../task.css';
import { useTranslation } from '../../../i18n/index.js';

/** Where the notice list is, for a notice opened without an in-app history. */
const NOTICE_FALLBACK = '/work/myNotice';

/**
 * `/noticeTask/:noticeId/:type/:isRead/:curNodeId/:from` and `/myRead/:instId/:noticeId/:myReadType/:curNodeId`:
 * an instance circulated to me (or by me), read-only. Opening an unread one marks it read; the reader may
 * reply (传阅回复) with an opinion and attachments.
 */
export function NoticePage() {
  const { noticeId = '', curNodeId } = useParams();
  const { t } = useTranslation('task');
  const notice = useNotice(noticeId);
  if (notice.isPending) return <DetailSkeleton title={t('titles.read')} />;
  if (notice.isError) return <LoadFailure error={notice.error} onRetry={() => void notice.refetch()} />;
  return <NoticeView key={noticeId} notice={notice.data.notice} defKey={notice.data.bpmDefLayout.defKey} curNodeId={curNodeId ?? notice.data.notice.nodeId ?? undefined} />;
}

function NoticeView({ notice, defKey, curNodeId }: { notice: NoticeRow; defKey: string; curNodeId?: string }) {
  const { t } = useTranslation('task');
  const stale = useStaleApprovals();
  const me = useSession((s) => s.user?.userId);
  const finish = useFinishAction(NOTICE_FALLBACK);
  const toMe = !!me && notice.assigneeId === me;
  const [opinion, setOpinion] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  // Reading it is what marks it read (待阅 -> 已阅); the lists and counts follow.
  useEffect(() => {
    if (!toMe || notice.isRead === 1) return;
    void noticeTurnDode([notice.id], { background: true }).then(stale, () => undefined);
  }, [toMe, notice.id, notice.isRead, stale]);

  async function reply() {
    if (!opinion.trim()) {
      notify.warning(t('notice.replyNeeded'));
      document.getElementById('task-opinion')?.focus();
      return;
    }
    setBusy(true);
    try {
      const r = await doNextCopyto({ instId: notice.procInstId, opinion: opinion.trim(), ...(files.length ? { files } : {}) });
      await finish(r.message);
    } catch {
      setBusy(false);
    }
  }

  const banner = (
    <div className="detail-banner" role="status">
      {toMe
        ? t('notice.toMe', { owner: notice.ownerName, time: dateTime(notice.createTime) })
        : t('notice.byMe', { reader: notice.assigneeName, state: notice.isRead ? t('notice.read', { time: dateTime(notice.readTime) }) : t('notice.unread') })}
      {notice.opinion ? <span className="detail-banner-note">{t('notice.note', { text: notice.opinion })}</span> : null}
    </div>
  );

  return (
    <InstanceScreen instId={notice.procInstId} curNodeId={curNodeId && curNodeId !== '0' ? curNodeId : undefined} title="titles.read"
      extra={{
        banner,
        side: toMe ? <OpinionInput defKey={defKey} value={opinion} onChange={setOpinion} files={files} onFiles={setFiles} label={t('notice.reply')} required /> : undefined,
        bar: toMe ? (
          <div className="detail-actions">
            <Button color="primary" block disabled={busy} onClick={() => void reply()}>{t('notice.send')}</Button>
          </div>
        ) : undefined,
      }} />
  );
}
