import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useSession } from '../../lib/session/store.js';
import { useOfflineState } from '../../lib/offline/use-offline-state.js';
import { useQueuedActions } from '../../lib/offline/use-queued-actions.js';
import { applyUpdate, onUpdateWaiting, waitingUpdate } from '../../lib/offline/register-sw.js';
import { timeOfDay } from './time.js';
import { PendingSheet } from './PendingSheet.js';
import css from './offline.css?inline';
import { useTranslation } from '../../i18n/index.js';

// The strip's styles come with it: the app's one stylesheet, which sign-in loads too, does not carry them.
document.head.appendChild(Object.assign(document.createElement('style'), { textContent: css }));

function useWaitingUpdate() {
  const [worker, setWorker] = useState(waitingUpdate);
  useEffect(() => onUpdateWaiting(() => setWorker(waitingUpdate())), []);
  return worker;
}

/**
 * The strip above the page (ADR 0029): offline and showing the device's copies (since when), actions waiting to
 * be sent, the answers to them, and a new version ready to load. Each opens what it speaks of.
 */
export function OfflineBar() {
  const { t } = useTranslation('offline');
  const userId = useSession((s) => s.user?.userId);
  const { online, deviceCopyAt } = useOfflineState();
  const actions = useQueuedActions(userId);
  const update = useWaitingUpdate();
  const [open, setOpen] = useState(false);
  const waiting = actions?.filter((a) => a.state === 'waiting').length ?? 0;
  const done = actions?.filter((a) => a.state === 'done').length ?? 0;
  const refused = actions?.filter((a) => a.state === 'refused').length ?? 0;
  const offline = !online || deviceCopyAt !== null;

  const texts = [
    offline && (deviceCopyAt !== null ? t('bar.deviceCopy', { time: timeOfDay(deviceCopyAt) }) : t('bar.offline')),
    waiting > 0 && t('bar.waiting', { count: waiting }),
    !offline && waiting === 0 && done + refused > 0 && t('bar.answered', { done, refused }),
  ].filter(Boolean);

  return (
    <div className="offline-layer">
      {update && (
        <div className="offline-bar is-update" role="status">
          <span className="offline-bar-text">{t('update.ready')}</span>
          <Button size="mini" color="primary" onClick={applyUpdate}>{t('update.reload')}</Button>
        </div>
      )}
      <div role="status" aria-live="polite">
        {texts.length > 0 && (
          <div className={`offline-bar ${offline ? 'is-offline' : refused > 0 && waiting === 0 ? 'is-refused' : ''}`} data-testid="offline-bar">
            <span className="offline-bar-text">{texts.join(' · ')}</span>
            {actions && actions.length > 0 && (
              <Button size="mini" fill="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">{t('bar.view')}</Button>
            )}
          </div>
        )}
      </div>
      <PendingSheet open={open} actions={actions} online={online} userId={userId} onClose={() => setOpen(false)} />
    </div>
  );
}
