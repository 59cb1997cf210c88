import { useParams } from 'react-router';
import type { AssetDetail } from '@wp/contract';
import { useAssetById } from '../../../../domains/eam-assets/api/getById.js';
import { AssetScreen } from '../components/AssetScreen.js';
import { InfoList } from '../components/InfoList.js';
import { AssetHistory, usePrefetchAssetHistory } from '../history/AssetHistory.js';
import { expiryOf, money } from '../format.js';
import { dateTime } from '../../../../lib/time.js';
import '../devices.css';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * `/eam/info-maintenance/:id` — 维保信息: the asset's maintenance contract (maintainer, contact, method, dates,
 * price; the end date red with 已过期 once past, orange with the days left within 30 days), then its history:
 * repairs, maintenance tasks and inspection records, one tab each (`?tab=repair|maintenance|inspection`).
 */
export function MaintenancePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('eam');
  const query = useAssetById(id);
  usePrefetchAssetHistory(id);
  return (
    <AssetScreen title={t('detail.maintenance')} query={query}>
      {(a) => (
        <>
          <AssetLine name={a.name} code={a.assetCode} />
          <Contract maintenance={a.maintenance} />
          <AssetHistory assetId={a.id} />
        </>
      )}
    </AssetScreen>
  );
}

/** The contract's facts; without a contract one line says so (the history still follows). */
function Contract({ maintenance: m }: { maintenance: AssetDetail['maintenance'] }) {
  const { t } = useTranslation('eam');
  const hasContract = Object.values(m).some((v) => v !== null && v !== '');
  if (!hasContract) {
    return (
      <section className="eam-info" aria-label={t('maintenance.contract')}>
        <h2 className="eam-info-title">{t('maintenance.contract')}</h2>
        <p className="eam-hist-none">{t('maintenance.none')}</p>
      </section>
    );
  }
  return (
    <InfoList title={t('maintenance.contract')} rows={[
      { key: 'maintainer', label: t('maintenance.maintainer'), value: m.maintainer },
      { key: 'contacts', label: t('maintenance.contacts'), value: m.contacts },
      { key: 'contactInformation', label: t('maintenance.contactInformation'), value: m.contactInformation ? <a href={`tel:${m.contactInformation.replace(/[^\d+]/g, '')}`}>{m.contactInformation}</a> : null },
      { key: 'maintenanceMethod', label: t('maintenance.maintenanceMethod'), value: m.maintenanceMethod },
      { key: 'start', label: t('maintenance.start'), value: dateTime(m.maintenanceStartDate) },
      { key: 'end', label: t('maintenance.end'), value: m.maintenanceEndDate ? <EndDate end={m.maintenanceEndDate} /> : null },
      { key: 'price', label: t('maintenance.price'), value: money(m.maintenancePrice) },
    ]} />
  );
}

function AssetLine({ name, code }: { name: string; code: string }) {
  return <p className="eam-asset-line"><span className="eam-asset-line-name">{name}</span><span>{code}</span></p>;
}

/** The contract's end date, with words when it is past or near: the colour only repeats them. */
function EndDate({ end }: { end: string }) {
  const { t } = useTranslation('eam');
  const expiry = expiryOf(end);
  if (!expiry || expiry.state === 'ok') return <>{dateTime(end)}</>;
  const words = expiry.state === 'expired' ? t('maintenance.expired') : expiry.days === 0 ? t('maintenance.expiresToday') : t('maintenance.expiresIn', { count: expiry.days });
  return (
    <span className={`eam-expiry is-${expiry.state}`}>
      {dateTime(end)}<span className="eam-expiry-words">{words}</span>
    </span>
  );
}
