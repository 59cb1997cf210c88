import type { ReactNode } from 'react';
import type { AssetDetail } from '@wp/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PageLoading } from '../../../../components/PageLoading.js';
import { LoadFailurePage } from '../../../../components/LoadFailurePage.js';
import { useTranslation } from '../../../../i18n/index.js';

/** A page about one asset: its header, the skeleton while it loads, not found / failed with retry, else `children`. */
export function AssetScreen({ title, query, children }: { title: string; query: UseQueryResult<AssetDetail>; children(asset: AssetDetail): ReactNode }) {
  const { t } = useTranslation('eam');
  return (
    <div className="page eam-page">
      <PageHeader title={title} back />
      {query.isPending ? <PageLoading rows={6} />
        : query.isError ? (
          <LoadFailurePage error={query.error} onRetry={() => void query.refetch()} home={{ to: '/eam/getDevice', text: t('detail.backToLedger') }}
            notFound={t('detail.notFound')} loadFailed={t('detail.loadFailed')} />
        ) : children(query.data)}
    </div>
  );
}
