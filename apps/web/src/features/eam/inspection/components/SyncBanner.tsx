import { Button } from 'antd-mobile';
import { useOnline } from '../../../../lib/offline/use-offline-state.js';
import type { QueuedRecord } from '../offline/types.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * What waits on this device: the points recorded and not yet sent (with 立即同步), those the server refused, and
 * whether the device is offline right now. Nothing when all is sent and the network is there.
 */
export function SyncBanner({ records, syncing, onSync }: { records: QueuedRecord[]; syncing: boolean; onSync(): void }) {
  const { t } = useTranslation('eamInspection');
  const online = useOnline();
  const waiting = records.filter((r) => r.state === 'waiting').length;
  const refused = records.length - waiting;
  if (online && records.length === 0) return null;
  return (
    <section className={`insp-sync${online ? '' : ' is-offline'}`} aria-label={t('sync.title')} aria-live="polite">
      {!online && <p className="insp-sync-offline">{t('sync.offline')}</p>}
      {waiting > 0 && (
        <div className="insp-sync-row">
          <span className="insp-sync-count">{t('sync.waiting', { count: waiting })}</span>
          <Button size="small" color="primary" fill="outline" loading={syncing} loadingText={t('sync.syncing')} disabled={syncing} onClick={onSync}>
            {t('sync.now')}
          </Button>
        </div>
      )}
      {refused > 0 && <p className="insp-sync-refused">{t('sync.refused', { count: refused })}</p>}
    </section>
  );
}
