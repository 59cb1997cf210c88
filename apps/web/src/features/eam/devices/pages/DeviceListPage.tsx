import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { SearchBar } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { eamApi, type AssetKind, type AssetStatus } from '@wp/contract';
import { PageHeader } from '../../../../components/PageHeader.js';
import { PagedList, rowsOf } from '../../../../components/PagedList.js';
import { MasterDetail, useMasterDetail } from '../../../../components/layout/MasterDetail.js';
import { useDebounced } from '../../../../lib/use-debounced.js';
import { useCategoryCounts } from '../../../../domains/eam-assets/api/queryCategoryCount.js';
import { useAssetList } from '../../../../domains/eam-assets/api/queryPagedList.js';
import type { AssetSearch } from '../../../../domains/eam-assets/keys.js';
import { useQueryFilters } from '../../shared/use-query-filters.js';
import { AssetCard } from '../components/AssetCard.js';
import { LabelPickBar, useMayPrintLabels } from '../components/PrintLabels.js';
import { assetLinks } from '../asset-links.js';
import '../devices.css';
import { useTranslation } from '../../../../i18n/index.js';

const isStatus = (v: string | null): v is AssetStatus => (eamApi.ASSET_STATUSES as readonly string[]).includes(v ?? '');

/**
 * `/eam/device-{kind}/:assetCode?` (the route names it focusCode: a details route beside it has its own assetCode):
 * the assets of one kind, filtered by category (`?categoryId=`) and status
 * (`?status=`, both kept in the URL), searched by code, name and model; an infinite list with pull to refresh.
 * `:assetCode` (a scanned label) marks that asset and scrolls to it once loaded. On a tablet the asset opens
 * beside the list (ADR 0018). Who may print labels (设备管理员) picks assets in the list and prints their sheet.
 */
export function DeviceListPage({ kind }: { kind: AssetKind }) {
  const { t } = useTranslation('eam');
  const { focusCode } = useParams();
  const { params, setFilter } = useQueryFilters<'status' | 'categoryId'>();
  const categoryId = params.get('categoryId') || undefined;
  const asked = params.get('status');
  const status = isStatus(asked) ? asked : undefined;
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim());
  const categories = useCategoryCounts();
  const category = categories.data?.find((c) => c.id === categoryId);
  const mayPrint = useMayPrintLabels();
  // The ids picked for a label sheet; null while not picking.
  const [picked, setPicked] = useState<string[] | null>(null);

  const list = (
    <div className="page eam-page">
      <div className="eam-top">
        <PageHeader title={category?.name ?? t(`kinds.${kind}`)} back right={mayPrint ? (
          <button type="button" className="eam-header-action" aria-pressed={picked !== null} onClick={() => setPicked(picked ? null : [])}>
            {picked ? t('labels.stopPicking') : t('labels.pick')}
          </button>
        ) : undefined} />
        <div className="eam-search">
          <SearchBar placeholder={t('ledger.searchPlaceholder')} value={text} onChange={setText} maxLength={100} aria-label={t('ledger.searchPlaceholder')} />
        </div>
        <div className="eam-chips" role="group" aria-label={t('list.statusFilter')}>
          {[undefined, ...eamApi.ASSET_STATUSES].map((s) => (
            <button key={s ?? 'all'} type="button" className="eam-chip" aria-pressed={status === s} onClick={() => setFilter('status', s)}>
              {s ? t(`status.${s}`) : t('list.allStatus')}
            </button>
          ))}
        </div>
        {categoryId && (
          <div className="eam-filter">
            <span>{t('list.category', { name: category?.name ?? categoryId })}</span>
            <button type="button" className="eam-filter-clear" aria-label={t('list.clearCategory')} onClick={() => setFilter('categoryId', undefined)}>
              <CloseOutline aria-hidden />
            </button>
          </div>
        )}
      </div>
      <AssetList kind={kind} focus={focusCode} search={{ text: typed, kind, categoryId, status }} picked={picked} onPick={setPicked} />
    </div>
  );
  return <MasterDetail list={list} />;
}

/** The list itself: mounted only where it shows, so a phone opening an asset does not fetch the list. */
function AssetList({ kind, focus, search, picked, onPick }: {
  kind: AssetKind; focus?: string; search: AssetSearch; picked: string[] | null; onPick(ids: string[] | null): void;
}) {
  const { t } = useTranslation('eam');
  const query = useAssetList(search);
  const detail = useMasterDetail();
  const rows = rowsOf(query);
  const total = query.data?.pages[0]?.total;
  const focusLoaded = !!focus && rows.some((r) => r.assetCode === focus);
  const scrolled = useRef<string | null>(null);
  useEffect(() => {
    if (!focus || !focusLoaded || scrolled.current === focus) return;
    scrolled.current = focus;
    const card = [...document.querySelectorAll<HTMLElement>('[data-asset-code]')].find((el) => el.dataset.assetCode === focus);
    card?.scrollIntoView({ block: 'center' });
  }, [focus, focusLoaded]);
  const empty = search.text ? t('list.emptySearch', { text: search.text }) : search.status || search.categoryId ? t('list.emptyFiltered') : t('list.empty');
  const toggle = (id: string) => picked && onPick(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id]);
  return (
    <>
      <PagedList query={query} className="eam-list" testId="eam-list-loading" loadFailed={t('list.loadFailed')} empty={empty}
        header={total !== undefined ? <span className="eam-total" aria-live="polite">{t('list.total', { count: total })}</span> : undefined}
        render={(r) => (picked
          ? <AssetCard key={r.id} row={r} picked={picked.includes(r.id)} onOpen={() => toggle(r.id)} />
          : <AssetCard key={r.id} row={r} focused={r.assetCode === focus} {...detail.row(assetLinks.details(kind, r.assetCode))} />)} />
      {picked && <LabelPickBar picked={picked} loaded={rows.map((r) => r.id)} onPick={onPick} />}
    </>
  );
}
