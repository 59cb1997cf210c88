import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { List, SearchBar } from 'antd-mobile';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { PageHeader } from '../../../../../components/PageHeader.js';
import { PagedList } from '../../../../../components/PagedList.js';
import { MasterDetail, useMasterDetail } from '../../../../../components/layout/MasterDetail.js';
import { useDebounced } from '../../../../../lib/use-debounced.js';
import { useRepairCategories } from '../../../../../domains/eam-repair/api/queryCategoryList.js';
import { useTemplateList, type TemplateSearch } from '../../../../../domains/eam-repair/api/queryCategoryTplPagedList.js';
import { useRepairRights } from '../../rights.js';
import { NEW_ID, repairLinks } from '../../links.js';
import '../../../devices/devices.css';
import '../../repair.css';
import { useTranslation } from '../../../../../i18n/index.js';

/**
 * `/eam/maintenance2/deviceSet/defect` — 故障库: the fault templates in code order, searched by code, content and
 * solution, optionally of one fault type and the types under it (`?categoryId=`, from the type tree). A template
 * opens beside the list on a tablet; repair managers add new ones.
 */
export function DefectListPage() {
  const { t } = useTranslation('eamRepair');
  const [params, setParams] = useSearchParams();
  const open = useMasterDetail().open;
  const categoryId = params.get('categoryId') || undefined;
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim());
  const categories = useRepairCategories();
  const category = categories.data?.find((c) => c.id === categoryId);
  const { manager } = useRepairRights();
  const list = (
    <div className="page eam-page repair-page">
      <div className="eam-top">
        <PageHeader title={t('settings.defect.title')} back right={manager ? (
          <button type="button" className="repair-header-button" onClick={() => open(repairLinks.defect(NEW_ID))}>
            <AddOutline aria-hidden /> {t('settings.add')}
          </button>
        ) : undefined} />
        <div className="eam-search">
          <SearchBar placeholder={t('settings.defect.search')} value={text} onChange={setText} maxLength={100} aria-label={t('settings.defect.search')} />
        </div>
        {categoryId && (
          <div className="eam-filter">
            <span>{t('settings.defect.ofType', { name: category?.hierarchyName ?? categoryId })}</span>
            <button type="button" className="eam-filter-clear" aria-label={t('settings.defect.clearType')}
              onClick={() => setParams((p) => { const next = new URLSearchParams(p); next.delete('categoryId'); return next; }, { replace: true })}>
              <CloseOutline aria-hidden />
            </button>
          </div>
        )}
      </div>
      <DefectList search={{ text: typed, categoryId }} />
    </div>
  );
  return <MasterDetail list={list} />;
}

function DefectList({ search }: { search: TemplateSearch }) {
  const { t } = useTranslation('eamRepair');
  const query = useTemplateList(search);
  const detail = useMasterDetail();
  const total = query.data?.pages[0]?.total;
  return (
    <PagedList query={query} className="repair-list" testId="repair-defects-loading" loadFailed={t('settings.defect.loadFailed')}
      empty={search.text ? t('settings.defect.noMatch', { text: search.text }) : t('settings.defect.empty')}
      header={total !== undefined ? <span className="eam-total">{t('settings.defect.total', { count: total })}</span> : undefined}
      render={(tpl) => {
        const { onOpen, selected } = detail.row(repairLinks.defect(tpl.id));
        return (
          <List.Item key={tpl.id} className="repair-card" aria-current={selected || undefined} onClick={onOpen} arrow={false}>
            <div className="repair-card-head">
              <span role="link" tabIndex={0} className="repair-card-code" aria-label={t('settings.open', { name: tpl.name })}
                onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onOpen(); } }}>{tpl.name}</span>
              <span className="repair-card-asset-code">{tpl.code}</span>
            </div>
            <div className="repair-card-fault">{tpl.categoryHierarchyName}</div>
            {tpl.repairSolution && <div className="repair-card-solution">{tpl.repairSolution}</div>}
            <div className="repair-card-foot">
              {tpl.costTime !== null && <span>{t('settings.defect.costTimeShort', { count: tpl.costTime })}</span>}
              <span>{t('settings.usedCount', { count: tpl.usedCount })}</span>
            </div>
          </List.Item>
        );
      }} />
  );
}
