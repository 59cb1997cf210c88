import { Tag } from 'antd-mobile';
import { timeLag, timeLagParts } from '../../domains/approval/time-lag.js';
import './opinion-list.css';
import { useTranslation } from '../../i18n/index.js';

/** An approval-opinion record as the runtime sends it (instanceFlowOpinions). */
export interface OpinionRecordView {
  id: string;
  taskName: string;
  auditorName?: string | null;
  /** Candidate names while pending: a list, or text joined by ',' or '/'. */
  qualfiedNames?: string | string[] | null;
  status: string;
  /** The status as words, from the server. */
  statusVal?: string | null;
  isRead?: number | boolean | null;
  createTime: string;
  completeTime?: string | null;
  opinion?: string | null;
  /** Attachments as JSON text: [{id|fileId, name|fileName, size}]. */
  files?: string | null;
  zfiles?: string | null;
}

const PENDING = 'awaiting_check';
const REJECTED = new Set(['reject', 'backToStart', 'signNotPass', 'oppose']);

/** Names of the people who may act while a record is pending, joined by '/'. */
export function candidateNames(q: OpinionRecordView['qualfiedNames']): string {
  const list = Array.isArray(q) ? q : (q ?? '').split(/[,/，、]/);
  return list.map((s) => s.trim()).filter(Boolean).join('/');
}

/** Attachments of a record; bad JSON from an old record shows none rather than breaking the list. */
export function attachmentsOf(record: Pick<OpinionRecordView, 'files' | 'zfiles'>): Array<{ id: string; name: string }> {
  const parse = (text?: string | null) => {
    if (!text) return [];
    try {
      const v = JSON.parse(text) as Array<Record<string, unknown>>;
      return Array.isArray(v) ? v : [];
    } catch {
      return [];
    }
  };
  return [...parse(record.files), ...parse(record.zfiles)]
    .map((f) => ({ id: String(f.id ?? f.fileId ?? ''), name: String(f.name ?? f.fileName ?? '') }))
    .filter((f) => f.id);
}

/**
 * The approval-opinion list of spec 000 section 2: approver (or candidates while pending), task name,
 * status (pending approval; rejected in error style; others as text), read state of pending items,
 * completion time with the time it took, opinion and attachments. Hidden when its permission is 'n'.
 */
export function OpinionList({ records, permission = 'r', onOpenFile, now = () => new Date().toISOString() }: {
  records: OpinionRecordView[];
  permission?: 'w' | 'b' | 'r' | 'n';
  onOpenFile?: (fileId: string, name: string) => void;
  now?: () => string;
}) {
  const { t } = useTranslation('approval');
  if (permission === 'n') return null;
  if (records.length === 0) return <div className="opinion-empty">{t('opinions.empty')}</div>;
  return (
    <ol className="opinion-list" aria-label={t('opinions.title')}>
      {records.map((r) => {
        const pending = r.status === PENDING;
        const who = pending ? candidateNames(r.qualfiedNames) || r.auditorName || '' : r.auditorName || candidateNames(r.qualfiedNames);
        const statusText = pending ? t('opinions.pending') : r.statusVal || r.status;
        const files = attachmentsOf(r);
        const lag = timeLagParts(timeLag(r.createTime, r.completeTime ?? now()), (k, v) => t(k, v));
        return (
          <li key={r.id} className={`opinion ${pending ? 'is-pending' : ''}`} data-status={r.status}>
            <span className="opinion-dot" aria-hidden />
            <div className="opinion-head">
              <span className="opinion-who">{who}</span>
              <span className="opinion-task">{r.taskName}</span>
            </div>
            <div className="opinion-meta">
              {pending
                ? <Tag color="warning" fill="outline">{statusText}</Tag>
                : <Tag color={REJECTED.has(r.status) ? 'danger' : 'default'} fill="outline" data-rejected={REJECTED.has(r.status) || undefined}>{statusText}</Tag>}
              {pending && <span className="opinion-read">{r.isRead ? t('opinions.read') : t('opinions.unread')}</span>}
              {r.completeTime && <time className="opinion-time" dateTime={r.completeTime}>{formatTime(r.completeTime)}</time>}
              <span className="opinion-lag" title={t('opinions.took')}>{pending ? t('opinions.waiting', { lag }) : t('opinions.tookLag', { lag })}</span>
            </div>
            {r.opinion && <p className="opinion-text">{r.opinion}</p>}
            {files.length > 0 && (
              <ul className="opinion-files">
                {files.map((f) => (
                  <li key={f.id}>
                    <button type="button" className="link-button" onClick={() => onOpenFile?.(f.id, f.name)}>{f.name || f.id}</button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

const formatTime = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};
