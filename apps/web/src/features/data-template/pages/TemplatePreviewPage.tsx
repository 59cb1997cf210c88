import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Checkbox, Dialog, SearchBar } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { FormField } from '@wp/contract';
import { PageHeader } from '../../../components/PageHeader.js';
import { PagedList, rowsOf } from '../../../components/PagedList.js';
import { PageLoading } from '../../../components/PageLoading.js';
import { LoadFailurePage } from '../../../components/LoadFailurePage.js';
import { MasterDetail, useMasterDetail } from '../../../components/layout/MasterDetail.js';
import { useSession } from '../../../lib/session/store.js';
import { notify } from '../../../lib/notify.js';
import { useDebounced } from '../../../lib/use-debounced.js';
import { dateTime } from '../../../lib/time.js';
import { useTemplateInfo, type TemplateInfo } from '../api/getBpmDataTemplateInfo.js';
import { useBoDefinition } from '../api/getBoJson.js';
import { useRecords } from '../api/dataList.js';
import { useBoDel } from '../api/boDel.js';
import { RecordCard } from '../components/RecordCard.js';
import { useValueText } from '../components/useValueText.js';
import { filterConditions, searchConditions, type RecordSearch } from '../template-query.js';
import { formLink } from '../links.js';
import './data-template.css';

/** Columns a card shows when the template names none: the BO's first fields. */
const DEFAULT_COLUMNS = 4;

/**
 * `/template/preview/:templateKey`: a data template's records. Search over the template's search fields, its
 * filters as chips, an infinite list of cards with its columns (dictionary labels), the actions the server
 * permits (view, edit, delete, add, batch delete), pull to refresh; on a tablet the record beside the list.
 */
export function TemplatePreviewPage() {
  const { templateKey = '' } = useParams();
  const { t } = useTranslation('dataTemplate');
  const info = useTemplateInfo(templateKey);
  const bo = useBoDefinition(info.data?.boDefAlias);

  if (info.isPending || (info.data && bo.isPending)) return <MasterDetail list={<div className="page template-list"><PageLoading /></div>} />;
  if (info.isError || bo.isError) {
    return (
      <LoadFailurePage error={info.error ?? bo.error} onRetry={() => void (info.isError ? info.refetch() : bo.refetch())}
        home={{ to: '/work', text: t('backToWork') }} notFound={t('templateNotFound')} loadFailed={t('loadFailed')} />
    );
  }
  return <TemplateList key={templateKey} templateKey={templateKey} info={info.data} fields={bo.data!.fields} />;
}

function TemplateList({ templateKey, info, fields }: { templateKey: string; info: TemplateInfo; fields: FormField[] }) {
  const { t } = useTranslation('dataTemplate');
  const navigate = useNavigate();
  const detail = useMasterDetail();
  const userId = useSession((s) => s.user?.userId);
  const del = useBoDel();
  const buttons = info.permission.buttons;
  const can = { view: buttons.detail !== false, add: !!buttons.add, edit: !!buttons.edit, del: !!buttons.del };

  const [text, setText] = useState('');
  const [committed, setCommitted] = useState<string | null>(null);
  const typed = useDebounced(text.trim());
  const applied = committed ?? (text.trim() ? typed : '');
  const [filterKey, setFilterKey] = useState<string | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());

  const conditions = useMemo(() => searchConditions(info.conditionField, fields), [info.conditionField, fields]);
  const filter = info.filterField.find((f) => f.key === filterKey);
  const search: RecordSearch = { text: applied, conditions, filter: filterConditions(filter, userId) };
  const query = useRecords(templateKey, search, info.needPage === 2 ? 1000 : info.pageSize, true);
  const rows = rowsOf(query);
  const valueText = useValueText(fields, rows);

  const byKey = new Map(fields.map((f) => [f.key, f]));
  const columns = info.displayField.length
    ? info.displayField.filter((c) => c.permission !== false && info.permission.columns[c.name] !== false).map((c) => ({ key: c.name, label: c.desc }))
    : fields.filter((f) => f.type !== 'subtable').slice(0, DEFAULT_COLUMNS).map((f) => ({ key: f.key, label: f.label }));
  const searchHint = info.conditionField.filter((c) => conditions.some((x) => x.property === c.name)).map((c) => c.desc).join('、');

  const link = (action: 'get' | 'edit' | 'add', id?: string) => formLink(templateKey, action, id);
  const remove = async (ids: string[], name?: string) => {
    const sure = await Dialog.confirm({
      content: name ? t('delete.one', { name }) : t('delete.many', { count: ids.length }),
      confirmText: t('actions.delete'), cancelText: t('common:cancel'),
    });
    if (!sure) return;
    const reply = await del.mutateAsync({ templateKey, boAlias: info.boDefAlias, ids }).catch(() => null);
    if (!reply) return;
    notify.success(reply.message);
    setChosen(new Set());
    setSelecting(false);
    // The record open beside the list is gone.
    if (ids.some((id) => detail.isOpen(link('get', id)) || detail.isOpen(link('edit', id)))) navigate(`/template/preview/${encodeURIComponent(templateKey)}`, { replace: true });
  };
  const toggle = (id: string) => setChosen((s) => {
    const next = new Set(s);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const chosenIds = rows.filter((r) => chosen.has(r.id_)).map((r) => r.id_);
  const empty = applied ? t('empty.search', { text: applied }) : filter ? t('empty.filter', { name: filter.name }) : t('empty.none');

  const list = (
    <div className={`page template-list ${selecting ? 'is-selecting' : ''}`}>
      <div className="template-top">
        <PageHeader title={info.name} back right={(
          <div className="template-head-actions">
            {can.del && (
              <button type="button" className="link-button template-select-toggle" onClick={() => { setSelecting((s) => !s); setChosen(new Set()); }}>
                {selecting ? t('batch.exit') : t('batch.enter')}
              </button>
            )}
            {can.add && !selecting && (
              <button type="button" className="template-add" aria-label={t('actions.addNamed', { name: info.name })} onClick={() => detail.open(link('add'))}>
                <AddOutline aria-hidden />
              </button>
            )}
          </div>
        )} />
        {conditions.length > 0 && (
          <div className="template-search">
            <SearchBar placeholder={t('searchPlaceholder', { fields: searchHint })} value={text} maxLength={100}
              onChange={(v) => { setCommitted(null); setText(v); }} onSearch={(v) => { setText(v); setCommitted(v.trim()); }}
              onClear={() => { setText(''); setCommitted(''); }} aria-label={t('searchLabel', { fields: searchHint })} />
          </div>
        )}
        {info.filterField.length > 0 && (
          <div className="template-filters" role="group" aria-label={t('filtersLabel')}>
            <button type="button" className="template-chip" aria-pressed={filterKey === null} onClick={() => setFilterKey(null)}>{t('filterAll')}</button>
            {info.filterField.map((f) => (
              <button key={f.key} type="button" className="template-chip" aria-pressed={filterKey === f.key} onClick={() => setFilterKey(f.key)}>{f.name}</button>
            ))}
          </div>
        )}
      </div>
      <PagedList query={query} empty={empty} loadFailed={t('loadFailed')} className="template-records" testId="template-loading"
        header={<span className="template-total">{t('total', { count: query.data?.pages[0]?.total ?? 0 })}</span>}
        render={(row) => {
          const [first, ...rest] = columns;
          const title = first ? valueText(byKey.get(first.key), row[first.key], first.key) : row.id_;
          const actions = [
            ...(can.view ? [{ key: 'view', label: t('actions.view'), onClick: () => detail.open(link('get', row.id_)) }] : []),
            ...(can.edit ? [{ key: 'edit', label: t('actions.edit'), onClick: () => detail.open(link('edit', row.id_)) }] : []),
            ...(can.del ? [{ key: 'del', label: t('actions.delete'), danger: true, onClick: () => void remove([row.id_], title) }] : []),
          ];
          return (
            <RecordCard key={row.id_} title={title} time={dateTime(row.update_time_)}
              facts={rest.map((c) => ({ key: c.key, label: c.label, value: valueText(byKey.get(c.key), row[c.key], c.key) }))}
              actions={actions}
              onOpen={can.view ? () => detail.open(link('get', row.id_)) : undefined}
              selected={detail.isOpen(link('get', row.id_)) || detail.isOpen(link('edit', row.id_))}
              selection={selecting ? { selected: chosen.has(row.id_), onToggle: () => toggle(row.id_) } : undefined} />
          );
        }} />
      {selecting && (
        <div className="template-batch-bar">
          <Checkbox checked={rows.length > 0 && chosenIds.length === rows.length} indeterminate={chosenIds.length > 0 && chosenIds.length < rows.length}
            onChange={(all) => setChosen(all ? new Set(rows.map((r) => r.id_)) : new Set())}>{t('batch.all')}</Checkbox>
          <span className="template-batch-count" aria-live="polite">{t('batch.count', { count: chosenIds.length })}</span>
          <Button color="danger" size="small" disabled={chosenIds.length === 0} onClick={() => void remove(chosenIds)}>{t('batch.delete')}</Button>
        </div>
      )}
    </div>
  );
  return <MasterDetail list={list} />;
}
