import type { eamApi } from '@wp/contract';
import { dateTime } from '../../../../lib/time.js';
import { useAssetMeters } from '../../../../domains/eam-maintenance/api/queryAssetMeters.js';
import { meterProgress, reading } from '../format.js';
import { Facts } from './Facts.js';
import { MeterReadingForm } from './MeterReadingForm.js';
import { useTranslation } from '../../../../i18n/index.js';

type MeterTrigger = Extract<eamApi.MaintainTrigger, { kind: 'meter' }>;

/**
 * A meter plan's meter: where it stands against the next service (a bar and the figures), the average use per
 * day and the date it should get there, a reading to record, and its last readings.
 */
export function MeterPanel({ assetId, trigger }: { assetId: string; trigger: MeterTrigger }) {
  const { t } = useTranslation('eamMaintenance');
  const meters = useAssetMeters(assetId);
  const meter = meters.data?.find((m) => m.id === trigger.meterId);
  const progress = meterProgress(trigger);
  const unit = trigger.meterUnit;
  return (
    <section className="eam-mt-section" aria-labelledby="eam-mt-meter">
      <h2 className="eam-mt-section-title" id="eam-mt-meter">{t('meter.title', { name: trigger.meterName })}</h2>
      {progress !== null && (
        <div className="eam-mt-meter-bar" role="progressbar" aria-label={t('meter.towardsDue')} aria-valuemin={0} aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)} aria-valuetext={t('meter.progressText', { current: reading(trigger.currentReading!, unit), due: reading(trigger.dueReading, unit) })}>
          <span style={{ width: `${Math.round(progress * 100)}%` }} className={progress >= 1 ? 'is-due' : undefined} />
        </div>
      )}
      <Facts facts={[
        { key: 'current', label: t('meter.current'), value: trigger.currentReading === null ? t('meter.noReading') : reading(trigger.currentReading, unit) },
        { key: 'due', label: t('meter.due'), value: reading(trigger.dueReading, unit) },
        { key: 'lastService', label: t('meter.lastService'), value: reading(trigger.lastServiceReading, unit) },
        { key: 'every', label: t('meter.every'), value: reading(trigger.every, unit) },
        { key: 'average', label: t('meter.average'), value: trigger.averagePerDay === null ? t('meter.noAverage') : t('meter.perDay', { value: reading(trigger.averagePerDay, unit) }) },
        { key: 'projected', label: t('meter.projected'), value: trigger.projectedDate ? dateTime(trigger.projectedDate) : t('meter.noProjection') },
      ]} />
      <MeterReadingForm meterId={trigger.meterId} unit={unit} current={trigger.currentReading} />
      {meter && meter.readings.length > 0 && (
        <>
          <h3 className="eam-mt-subtitle">{t('meter.readings')}</h3>
          <table className="eam-mt-readings">
            <thead><tr><th scope="col">{t('meter.readTime')}</th><th scope="col">{t('meter.value')}</th><th scope="col">{t('meter.by')}</th></tr></thead>
            <tbody>
              {meter.readings.map((r, i) => (
                <tr key={`${r.readTime}-${i}`}><td>{dateTime(r.readTime)}</td><td>{reading(r.value, unit)}</td><td>{r.recordedBy?.name ?? t('none')}</td></tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {meters.isError && (
        <p className="eam-mt-hint">
          {t('meter.readingsFailed')}
          <button type="button" className="link-button" onClick={() => void meters.refetch()}>{t('retry')}</button>
        </p>
      )}
    </section>
  );
}
