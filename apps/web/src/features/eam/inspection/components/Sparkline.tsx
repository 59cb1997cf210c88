import { useTranslation } from '../../../../i18n/index.js';

export interface SparkPoint { value: number; abnormal: boolean }

const W = 160;
const H = 40;
const PAD = 4;

/**
 * The last readings of a number item as a small line (an inline SVG: no chart library on the point screen), the
 * normal range as a band, abnormal readings as red dots, and the reading being typed as a ring at the end.
 * Screen readers get the readings in words.
 */
export function Sparkline({ readings, current, min, max, unit }: {
  readings: SparkPoint[]; current?: SparkPoint | null; min?: number | null; max?: number | null; unit?: string | null;
}) {
  const { t } = useTranslation('eamInspection');
  const all = current ? [...readings, current] : readings;
  if (readings.length === 0) return null;
  const values = all.map((r) => r.value);
  const bounds = [...values, ...(min !== null && min !== undefined ? [min] : []), ...(max !== null && max !== undefined ? [max] : [])];
  let lo = Math.min(...bounds);
  let hi = Math.max(...bounds);
  if (hi === lo) {
    hi += 1;
    lo -= 1;
  }
  const x = (i: number) => (all.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (all.length - 1));
  const y = (v: number) => PAD + ((hi - v) * (H - 2 * PAD)) / (hi - lo);
  const bandTop = max !== null && max !== undefined ? y(max) : PAD;
  const bandBottom = min !== null && min !== undefined ? y(min) : H - PAD;
  const hasBand = (min !== null && min !== undefined) || (max !== null && max !== undefined);
  const label = t('point.trend', { count: readings.length, values: readings.map((r) => r.value).join('、'), unit: unit ?? '' });
  return (
    <svg className="insp-spark" viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={label}>
      {hasBand && <rect className="insp-spark-band" x={0} y={bandTop} width={W} height={Math.max(0, bandBottom - bandTop)} />}
      <polyline className="insp-spark-line" fill="none" points={readings.map((r, i) => `${x(i)},${y(r.value)}`).join(' ')} />
      {readings.map((r, i) => (
        <circle key={i} className={r.abnormal ? 'insp-spark-dot is-abnormal' : 'insp-spark-dot'} cx={x(i)} cy={y(r.value)} r={r.abnormal ? 3 : 2} />
      ))}
      {current && <circle className={`insp-spark-now${current.abnormal ? ' is-abnormal' : ''}`} cx={x(all.length - 1)} cy={y(current.value)} r={3.5} />}
    </svg>
  );
}
