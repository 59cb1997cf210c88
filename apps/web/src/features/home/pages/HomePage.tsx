import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Button, PullToRefresh, Skeleton } from 'antd-mobile';
import { AddCircleOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { SummaryTiles } from '../../../components/approval/SummaryTiles.js';
import { ColumnCard } from '../../../components/portal/ColumnCard.js';
import { ErrorPage, ReadFailure } from '../../../components/ErrorPage.js';
import { TenantLogo } from '../../../components/TenantLogo.js';
import { signedInTenantCode, useTenantBrand } from '../../../domains/account/api/getTenantByCode.js';
import { portalKeys } from '../../../domains/portal/keys.js';
import { defaultInfoMapQueryOptions } from '../../../domains/approval/api/getDefaultInfoMap.js';
import { useMyMobileHome } from '../api/myMobileHome.js';
import { layoutAliases } from '../layout.js';
import { BellSheet } from '../components/BellSheet.js';
import './home.css';
import { useTranslation } from '../../../i18n/index.js';

/**
 * `/home`, `/login/:tenant/home`: the tenant's logo and name, the create-process button, the process centre (the four-tile summary) and
 * the columns of the user's home layout. Pull-to-refresh reloads the layout, its columns and the counts.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const layout = useMyMobileHome();
  const brand = useTenantBrand(signedInTenantCode());
  const aliases = useMemo(() => layoutAliases(layout.data?.designHtml), [layout.data]);

  async function refresh() {
    await Promise.all([
      // The layout brings its columns' definitions again (myMobileHome.ts); the columns' data reloads beside it.
      queryClient.invalidateQueries({ queryKey: portalKeys.layout() }),
      queryClient.invalidateQueries({ queryKey: portalKeys.allColumnData() }),
      queryClient.invalidateQueries({ queryKey: defaultInfoMapQueryOptions().queryKey }),
    ]);
  }

  return (
    <div className="page home">
      <PullToRefresh onRefresh={refresh}>
        <header className="home-hero">
          <div className="home-hero-top">
            <div className="home-brand">
              <div className="home-logo" aria-hidden><TenantLogo logo={brand?.logo} size={30} /></div>
              <div className="home-brand-text">
                <h1 className="home-title">{brand?.name ?? t('title')}</h1>
                <div className="home-subtitle">{layout.data?.name ?? '\u00a0'}</div>
              </div>
            </div>
            <BellSheet />
          </div>
          <Button className="home-create" block shape="rounded" onClick={() => navigate('/work/startFlowList')}>
            <AddCircleOutline /> {t('createProcess')}
          </Button>
        </header>
        <section className="card home-process" aria-label={t('processCentre')}>
          <div className="section-title">{t('processCentre')}</div>
          <SummaryTiles />
        </section>
        <div className="home-columns" data-testid="home-columns">
          {layout.isPending ? (
            <div className="card home-columns-loading" aria-busy="true"><Skeleton.Title /><Skeleton.Paragraph lineCount={4} /></div>
          ) : layout.isError ? (
            <ReadFailure query={layout} tip={t('layoutFailed')} />
          ) : aliases.length === 0 ? (
            <ErrorPage status="empty" tip={t('noColumns')} />
          ) : (
            aliases.map((alias) => <ColumnCard key={alias} alias={alias} />)
          )}
        </div>
      </PullToRefresh>
    </div>
  );
}
