import { CenterPopup, Skeleton } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useModalFocus } from '../../../components/use-modal-focus.js';
import { EChart } from '../../../components/portal/EChart.js';
import { chartOption } from '../../../components/portal/chart-option.js';
import { errorText } from '../../../lib/error-text.js';
import { useChartData } from '../api/getChartData.js';
import { useTranslation } from '../../../i18n/index.js';

/** Mode 4 apps: a full-width dialog titled 'chart: name' with the chart: a flow report's, or a custom chart at its own height. */
export function ChartDialog({ chart, open, onClose }: { chart: { id: string; name: string } | null; open: boolean; onClose(): void }) {
  const { t } = useTranslation('appCentre');
  const data = useChartData(chart?.id ?? null);
  const option = data.data ? chartOption(data.data.data) : null;
  const title = t('chartTitle', { name: chart?.name ?? '' });
  const focus = useModalFocus(open, onClose);
  return (
    <CenterPopup visible={open} onClose={onClose} onMaskClick={onClose} destroyOnClose className="chart-dialog"
      style={{ '--min-width': '100vw', '--max-width': '100vw', '--border-radius': '12px' }} role="dialog" aria-label={title}>
      <div className="chart-dialog-head" ref={focus}>
        <span className="chart-dialog-title">{title}</span>
        <button type="button" className="chart-dialog-close" onClick={onClose} aria-label={t('common:cancel')}><CloseOutline aria-hidden /></button>
      </div>
      <div className="chart-dialog-body">
        {data.isPending ? <Skeleton style={{ height: 360, borderRadius: 8 }} />
          : data.isError ? <p className="column-error">{errorText(data.error)}</p>
            : option ? <EChart option={option} label={title} height={data.data?.height} />
              : <p className="column-note">{t('chartEmpty')}</p>}
      </div>
    </CenterPopup>
  );
}
