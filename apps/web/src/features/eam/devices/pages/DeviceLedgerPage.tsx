import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SearchBar } from 'antd-mobile';
import { ScanCodeOutline } from 'antd-mobile-icons';
import { eamApi, type AssetCategory, type AssetKind } from '@wp/contract';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PageLoading } from '../../../../components/PageLoading.js';
import { ErrorPage, ReadFailure } from '../../../../components/ErrorPage.js';
import { PagedList } from '../../../../components/PagedList.js';
import { useDebounced } from '../../../../lib/use-debounced.js';
import { useCategoryCounts } from '../../../../domains/eam-assets/api/queryCategoryCount.js';
import { useAssetList } from '../../../../domains/eam-assets/api/queryPagedList.js';
import { AssetCard } from '../components/AssetCard.js';
import { assetLinks } from '../asset-links.js';
import '../devices.css';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * `/eam/getDevice` — 设备台账: a search over code, name and model across every category, else the categories
 * with their counts grouped by kind, machinery first (a water plant's pumps, blowers, mixers, valves and
 * instruments), then the IT kinds; a tile opens its list.
 */
export function DeviceLedgerPage() {
  const { t } = useTranslation('eam');
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  return (
    <div className="page eam-page">
      <div className="eam-top">
        <PageHeader title={t('ledger.title')} back right={<Link className="eam-scan-entry" to="/eam/device-QR" aria-label={t('ledger.scan')}><ScanCodeOutline aria-hidden /></Link>} />
        <div className="eam-search">
          <SearchBar placeholder={t('ledger.searchPlaceholder')} value={text} onChange={setText} maxLength={100} aria-label={t('ledger.searchPlaceholder')} />
        </div>
      </div>
      {search ? <SearchResults text={search} /> : <CategoryGrid />}
    </div>
  );
}

function SearchResults({ text }: { text: string }) {
  const { t } = useTranslation('eam');
  const navigate = useNavigate();
  const query = useAssetList({ text });
  const total = query.data?.pages[0]?.total;
  return (
    <PagedList query={query} className="eam-list" testId="eam-search-loading" loadFailed={t('list.loadFailed')}
      empty={t('list.emptySearch', { text })}
      header={total !== undefined ? <span className="eam-total">{t('ledger.results')} · {t('list.total', { count: total })}</span> : undefined}
      render={(r) => <AssetCard key={r.id} row={r} onOpen={() => navigate(assetLinks.details(r.kind, r.assetCode))} />} />
  );
}

function CategoryGrid() {
  const { t } = useTranslation('eam');
  const query = useCategoryCounts();
  if (query.isPending) return <PageLoading rows={6} />;
  if (query.isError) return <ReadFailure query={query} tip={t('ledger.loadFailed')} />;
  const groups = eamApi.ASSET_KINDS
    .map((kind) => ({ kind, categories: query.data.filter((c) => c.kind === kind) }))
    .filter((g) => g.categories.length > 0);
  if (groups.length === 0) return <ErrorPage status="empty" tip={t('ledger.empty')} />;
  return (
    <div className="eam-kinds">
      {groups.map((g) => <KindGroup key={g.kind} kind={g.kind} categories={g.categories} />)}
    </div>
  );
}

function KindGroup({ kind, categories }: { kind: AssetKind; categories: AssetCategory[] }) {
  const { t } = useTranslation('eam');
  const total = categories.reduce((n, c) => n + c.count, 0);
  const name = t(`kinds.${kind}`);
  const headingId = `eam-kind-${kind}`;
  return (
    <section className="eam-kind" aria-labelledby={headingId}>
      <h2 className="eam-kind-title" id={headingId}>{name}<span className="eam-kind-count">{t('ledger.count', { count: total })}</span></h2>
      <ul className="eam-tiles">
        <li>
          <Link className="eam-tile is-all" to={assetLinks.list(kind)}><Tile name={t('ledger.allOfKind')} count={total} /></Link>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <Link className="eam-tile" to={assetLinks.list(kind, c.id)}><Tile name={c.name} count={c.count} /></Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A tile's words, read as they show ('水泵 30 台'): the section's heading names the kind. */
function Tile({ name, count }: { name: string; count: number }) {
  const { t } = useTranslation('eam');
  return (
    <>
      <span className="eam-tile-name">{name}</span>{' '}
      <span className="eam-tile-count">{count}<span className="eam-tile-unit"> {t('ledger.unit', { count })}</span></span>
    </>
  );
}
