import { useParams } from 'react-router';
import { ErrorBlock } from 'antd-mobile';
import { CallError } from '../../../../lib/http/client.js';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PageLoading } from '../../../../components/PageLoading.js';
import { LoadFailurePage } from '../../../../components/LoadFailurePage.js';
import { useAssetFinance } from '../../../../domains/eam-assets/api/getFinance.js';
import { InfoList } from '../components/InfoList.js';
import { money, percent } from '../format.js';
import { dateTime } from '../../../../lib/time.js';
import '../devices.css';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * `/eam/info-finance/:assetCode` — 财务信息: original, residual and net value, and the depreciation to date worked
 * out by the server (straight line by month). Without the finance right the server answers 403: the page says
 * 无权查看 in place, without a red message.
 */
export function FinancePage() {
  const { assetCode = '' } = useParams();
  const { t } = useTranslation('eam');
  const query = useAssetFinance(assetCode);
  const forbidden = query.error instanceof CallError && query.error.status === 403;
  let body;
  if (query.isPending) body = <PageLoading rows={8} />;
  else if (forbidden) {
    body = (
      <div className="eam-forbidden" role="status">
        <ErrorBlock status="empty" title={t('finance.forbidden')} description={t('finance.forbiddenHint')} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadFailurePage error={query.error} onRetry={() => void query.refetch()} home={{ to: '/eam/getDevice', text: t('detail.backToLedger') }}
        notFound={t('detail.notFound')} loadFailed={t('finance.loadFailed')} />
    );
  } else {
    const f = query.data;
    body = (
      <>
        <InfoList title={t('finance.value')} rows={[
          { key: 'assetCode', label: t('field.assetCode'), value: f.assetCode },
          { key: 'originalUnitPrice', label: t('finance.originalUnitPrice'), value: money(f.originalUnitPrice) },
          { key: 'residualsRate', label: t('finance.residualsRate'), value: percent(f.residualsRate) },
          { key: 'residualsPrice', label: t('finance.residualsPrice'), value: money(f.residualsPrice) },
          { key: 'navPrice', label: t('finance.navPrice'), value: <strong className="eam-strong">{money(f.navPrice)}</strong> },
          { key: 'registerDate', label: t('finance.registerDate'), value: dateTime(f.registerDate) },
          { key: 'serviceLife', label: t('field.serviceLife'), value: t('field.years', { count: f.serviceLife }) },
          { key: 'financialCategory', label: t('finance.financialCategory'), value: f.financialCategory },
          { key: 'supplier', label: t('field.supplier'), value: f.supplier },
        ]} />
        <InfoList title={t('finance.depreciation')} rows={[
          { key: 'monthDepreciationPrice', label: t('finance.monthDepreciationPrice'), value: money(f.monthDepreciationPrice) },
          { key: 'depreciatedMonths', label: t('finance.depreciatedMonths'), value: t('finance.months', { count: f.depreciatedMonths }) },
          { key: 'accumulatedDepreciation', label: t('finance.accumulatedDepreciation'), value: money(f.accumulatedDepreciation) },
          { key: 'currentYearDepreciation', label: t('finance.currentYearDepreciation'), value: money(f.currentYearDepreciation) },
        ]} />
        <p className="eam-note">{t('finance.asOf', { date: dateTime(f.asOf) })}</p>
      </>
    );
  }
  return (
    <div className="page eam-page">
      <PageHeader title={t('detail.finance')} back />
      {body}
    </div>
  );
}
