import { eamApi } from '@wp/contract';
import { PhotoField, type LocalPhoto } from '../../shared/photos/index.js';
import { rangeText, readingState } from '../readings.js';
import { Sparkline } from './Sparkline.js';
import { TextBox, TextInput } from './TextBox.js';
import { useTranslation } from '../../../../i18n/index.js';

type Item = eamApi.inspection.InspectionCheckResult;

/**
 * One check item of a point, read by its type: a number with its unit and normal range ('正常范围 0.20–0.45 MPa'),
 * turning red and saying 超出正常范围 the moment it is out of range, with its last readings as a sparkline; a single
 * choice whose abnormal options say so; a text. Photos of the item below. `error`: what is missing, once the worker
 * tried to save.
 */
export function CheckItemField({ item, value, photos, error, onValue, onPhotos, onBusy }: {
  item: Item; value: string; photos: LocalPhoto[]; error?: string;
  onValue(value: string): void; onPhotos(photos: LocalPhoto[]): void; onBusy(busy: boolean): void;
}) {
  const { t } = useTranslation('eamInspection');
  const state = readingState(item, value);
  const fieldId = `insp-item-${item.id}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const range = rangeText(item.config);
  const describedBy = [item.type === 'number_range' && range ? hintId : null, error ? errorId : null, state === 'abnormal' ? `${fieldId}-state` : null]
    .filter(Boolean).join(' ') || undefined;
  return (
    <div className={`insp-item${state === 'abnormal' ? ' is-abnormal' : ''}`} data-item-code={item.itemCode}>
      <div className="insp-item-head">
        <label className="insp-item-name" htmlFor={item.type === 'radiobox' ? undefined : fieldId} id={`${fieldId}-label`}>{item.itemName}</label>
        {state === 'abnormal' && <span className="insp-item-state" id={`${fieldId}-state`}>{item.type === 'number_range' ? t('point.outOfRange') : t('pointStatus.abnormal')}</span>}
      </div>
      {item.checkDesc && <p className="insp-item-desc">{item.checkDesc}</p>}
      {item.type === 'number_range' && (
        <>
          <div className="insp-number">
            <TextInput id={fieldId} className="insp-number-input" inputMode="decimal" autoComplete="off" value={value} onValue={onValue} maxLength={20}
              placeholder={t('point.numberPlaceholder')} aria-invalid={!!error || state === 'abnormal' || undefined} aria-describedby={describedBy} />
            {item.unit && <span className="insp-number-unit">{item.unit}</span>}
          </div>
          {range && <p className="insp-item-hint" id={hintId}>{t('point.range', { range, unit: item.unit ?? '' }).trim()}</p>}
          {item.trend.length > 0 && (
            <div className="insp-trend">
              <span className="insp-trend-label">{t('point.trendLabel', { count: item.trend.length })}</span>
              <Sparkline readings={item.trend} min={item.config.min} max={item.config.max} unit={item.unit}
                current={state === 'normal' || state === 'abnormal' ? { value: Number(value), abnormal: state === 'abnormal' } : null} />
            </div>
          )}
        </>
      )}
      {item.type === 'radiobox' && (
        <div className="insp-choices" role="radiogroup" aria-labelledby={`${fieldId}-label`} aria-describedby={describedBy}>
          {(item.config.options ?? []).map((o) => (
            <button key={o.code} type="button" role="radio" aria-checked={value === o.code}
              className={`insp-choice${o.abnormal ? ' is-abnormal-option' : ''}`} onClick={() => onValue(value === o.code ? '' : o.code)}>
              {o.label}{o.abnormal && <span className="insp-choice-flag">{t('point.abnormalOption')}</span>}
            </button>
          ))}
        </div>
      )}
      {item.type === 'input' && (
        <TextBox id={fieldId} value={value} onValue={onValue} rows={2}
          maxLength={eamApi.inspection.MAX_INSPECTION_TEXT} placeholder={t('point.textPlaceholder')} aria-describedby={describedBy} />
      )}
      {error && <p className="insp-error" id={errorId} role="alert">{error}</p>}
      <div className="insp-item-photos">
        <PhotoField mode="deferred" label={t('point.itemPhotos', { name: item.itemName })} value={photos} onChange={onPhotos} onBusyChange={onBusy}
          limit={eamApi.inspection.MAX_INSPECTION_PHOTOS} />
      </div>
    </div>
  );
}
