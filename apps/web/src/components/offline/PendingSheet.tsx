import { useState, type CSSProperties } from 'react';
import { Button, List, Skeleton, Tag } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { Sheet } from '../Sheet.js';
import { actionStore, replayNow } from '../../lib/offline/actions.js';
import type { QueuedAction } from '../../lib/offline/queue.js';
import { timeOfDay } from './time.js';
import { useTranslation } from '../../i18n/index.js';

// As OutcomeTag's: each text colour has at least 4.5:1 contrast (WCAG AA) on its tint and on white.
const tones: Record<QueuedAction['state'], CSSProperties> = {
  waiting: { '--text-color': '#8a4b00', '--background-color': '#fff4e5', '--border-color': '#f5d9b0' } as CSSProperties,
  done: { '--text-color': '#146c2e', '--background-color': '#e6f4ea', '--border-color': '#add8b9' } as CSSProperties,
  refused: { '--text-color': '#b3261e', '--background-color': '#fdeceb', '--border-color': '#f3b8b4' } as CSSProperties,
};

/**
 * The actions taken offline (ADR 0029): each with what it was, on what, when, and where it stands (waiting, done,
 * refused with the server's reason). Send now while online; clear the answered ones once read.
 */
export function PendingSheet({ open, actions, online, userId, onClose }: {
  open: boolean; actions: QueuedAction[] | null; online: boolean; userId: string | undefined; onClose(): void;
}) {
  const { t } = useTranslation('offline');
  const [sending, setSending] = useState(false);
  const waiting = actions?.some((a) => a.state === 'waiting') ?? false;
  const answered = actions?.some((a) => a.state !== 'waiting') ?? false;

  async function sendNow() {
    setSending(true);
    await replayNow();
    setSending(false);
  }

  return (
    <Sheet open={open} onClose={onClose} label={t('sheet.title')} bodyClassName="offline-sheet" className="offline-sheet-inner">
      <div className="offline-sheet-head">
        <h2 className="offline-sheet-title">{t('sheet.title')}</h2>
        <button type="button" className="link-button offline-sheet-close" aria-label={t('sheet.close')} onClick={onClose}><CloseOutline aria-hidden /></button>
      </div>
      <div className="offline-sheet-body">
        {actions === null ? (
          <div aria-busy="true" className="offline-sheet-loading"><Skeleton.Paragraph lineCount={3} /></div>
        ) : actions.length === 0 ? (
          <p className="offline-sheet-empty">{t('sheet.empty')}</p>
        ) : (
          <List>
            {actions.map((a) => (
              <List.Item key={a.id} className="offline-action" data-state={a.state}
                description={<span className="offline-action-meta">
                  <span>{t(`action.${a.label}`)} · {t('sheet.queuedAt', { time: timeOfDay(a.queuedAt) })}</span>
                  {a.message && <span className="offline-action-message">{a.message}</span>}
                </span>}
                extra={<Tag style={tones[a.state]}>{t(`state.${a.state}`)}</Tag>}>
                <span className="offline-action-title">{a.title}</span>
              </List.Item>
            ))}
          </List>
        )}
      </div>
      {(waiting || answered) && (
        <div className="offline-sheet-foot">
          {answered && userId && (
            <Button fill="outline" onClick={() => void actionStore.clearAnswered(userId)}>{t('sheet.clear')}</Button>
          )}
          {waiting && (
            <Button color="primary" disabled={!online || sending} loading={sending} onClick={() => void sendNow()}>
              {online ? t('sheet.sendNow') : t('sheet.offline')}
            </Button>
          )}
        </div>
      )}
    </Sheet>
  );
}
