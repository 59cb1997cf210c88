import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Checkbox, Dialog, SearchBar } from 'antd-mobile';
import { AddOutline, FilterOutline, MoreOutline } from 'antd-mobile-icons';
import type { FormField } from '@wp/contract';
import { PageHeader } from '../../../components/PageHeader.js';
import { ActionSheet } from '../../../components/ActionSheet.js';
import { PagedList, rowsOf } from '../../../components/PagedList.js';
import { PageLoading } from '../../../components/PageLoading.js';
import { LoadFailurePage } from '../../../components/LoadFailurePage.js';
import { MasterDetail, useMasterDetail } from '../../../components/layout/MasterDetail.js';
import { useSession } from '../../../lib/session/store.js';
import { notify } from '../../../lib/notify.js';
import { CallError } from '../../../lib/http/client.js';
import { useDebounced } from '../../../lib/use-debounced.js';
import { dateTime } from '../../../lib/time.js';
import { useTemplateInfo, type TemplateInfo } from '../api/getBpmDataTemplateInfo.js';
import { useBoDefinition } from '../api/getBoJson.js';
import { useRecords } from '../api/dataList.js';
import { useBoDel } from '../api/boDel.js';
import { RecordCard } from '../components/RecordCard.js';
import { useValueText } from '../components/useValueText.js';
import { FilterPanel } from '../components/FilterPanel.js';
import { ExportSheet } from '../components/ExportSheet.js';
import { ImportSheet } from '../components/ImportSheet.js';
import { alarmOf } from '../alarm.js';
import { filterConditions, panelConditions, panelQuerys, recordFilter, searchConditions, type PanelCondition, type PanelValues, type RecordSearch } from '../template-query.js';
import { formLink } from '../links.js';
import './data-template.css';
import { useTranslation } from '../../../i18n/index.js';

/** Columns a card shows when the template names none: the BO's first fields. */
const DEFAULT_COLUMNS = 4;

/**
 * `/template/preview/:templateKey`: a data template's records. Search over the template's text search fields;
 * a filter panel with one control per other condition (date and number ranges, choices, yes/no) and the record
 * scope (its filters), the applied ones as removable chips; an infinite list of cards with its columns (values
 * as the form shows them, rows the template's alarmField marks over a limit flagged); the actions the server permits (view,
 * edit, delete per row, add, batch delete, export, import); pull to refresh; on a tablet the record beside the list.
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
  const can = { view: buttons.detail !== false, add: !!buttons.add, edit: !!buttons.edit, del: !!buttons.del, export: !!buttons.export, import: !!buttons.import };

  const [text, setText] = useState('');
  const [committed, setCommitted] = useState<string | null>(null);
  const typed = useDebounced(text.trim());
  const applied = committed ?? (text.trim() ? typed : '');
  const [filterKey, setFilterKey] = useState<string | null>(null);
  const [panelValues, setPanelValues] = useState<PanelValues>({});
  const [sheet, setSheet] = useState<'panel' | 'export' | 'import' | 'more' | null>(null);
  const [opened, setOpened] = useState(0);
  const [selecting, setSelecting] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  // Records a delete was refused for (a running process refers to them): no delete offered again this visit.
  const [locked, setLocked] = useState<Set<string>>(new Set());

  const conditions = useMemo(() => searchConditions(info.conditionField, fields), [info.conditionField, fields]);
  const panel = useMemo(() => panelConditions(info.conditionField, fields), [info.conditionField, fields]);
  const filter = info.filterField.find((f) => f.key === filterKey);
  const search: RecordSearch = { text: applied, conditions, filter: filterConditions(filter, userId), panel: panelQuerys(panel, panelValues) };
  const pageSize = info.needPage === 2 ? 1000 : info.pageSize;
  const query = useRecords(templateKey, search, pageSize, true);
  const rows = rowsOf(query);
  const total = query.data?.pages[0]?.total ?? 0;
  const valueText = useValueText(fields, rows);

  const byKey = new Map(fields.map((f) => [f.key, f]));
  const columns = info.displayField.length
    ? info.displayField.filter((c) => c.permission !== false && info.permission.columns[c.name] !== false).map((c) => ({ key: c.name, label: c.desc }))
    : fields.filter((f) => f.type !== 'subtable').slice(0, DEFAULT_COLUMNS).map((f) => ({ key: f.key, label: f.label }));
  const exportFields = (info.exportField.length ? info.exportField.map((c) => ({ key: c.name, label: c.desc })) : columns)
    .filter((c) => info.permission.columns[c.key] !== false);
  const searchHint = info.conditionField.filter((c) => conditions.some((x) => x.property === c.name)).map((c) => c.desc).join('、');
  const active = activeConditions(panel, panelValues, filter?.name, t);

  const link = (action: 'get' | 'edit' | 'add', id?: string) => formLink(templateKey, action, id);
  const openSheet = (s: typeof sheet) => {
    setOpened((n) => n + 1);
    setSheet(s);
  };
  const remove = async (ids: string[], name?: string) => {
    const sure = await Dialog.confirm({
      content: name ? t('delete.one', { name }) : t('delete.many', { count: ids.length }),
      confirmText: t('actions.delete'), cancelText: t('common:cancel'),
    });
    if (!sure) return;
    const reply = await del.mutateAsync({ templateKey, boAlias: info.boDefAlias, ids }).catch((err: unknown) => {
      // The server refuses records a running process refers to (409, its message shown in red): a single one stays undeletable here.
      if (err instanceof CallError && err.status === 409 && ids.length === 1) setLocked((s) => new Set(s).add(ids[0]));
      return null;
    });
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
  const empty = applied ? t('empty.search', { text: applied }) : active.length ? t('empty.filtered') : t('empty.none');
  const more = [
    ...(can.del ? [{ key: 'batch', text: t('batch.enter'), onClick: () => { setSelecting(true); setChosen(new Set()); } }] : []),
    ...(can.export ? [{ key: 'export', text: t('export.title'), onClick: () => openSheet('export') }] : []),
    ...(can.import ? [{ key: 'import', text: t('import.title'), onClick: () => openSheet('import') }] : []),
  ];

  const list = (
    <div className={`page template-list ${selecting ? 'is-selecting' : ''}`}>
      <div className="template-top">
        <PageHeader title={info.name} back right={(
          <div className="template-head-actions">
            {selecting ? (
              <button type="button" className="link-button template-select-toggle" onClick={() => { setSelecting(false); setChosen(new Set()); }}>{t('batch.exit')}</button>
            ) : more.length > 0 && (
              <button type="button" className="template-add" aria-label={t('actions.more')} aria-haspopup="dialog" onClick={() => setSheet('more')}>
                <MoreOutline aria-hidden />
              </button>
            )}
            {can.add && !selecting && (
              <button type="button" className="template-add" aria-label={t('actions.addNamed', { name: info.name })} onClick={() => detail.open(link('add'))}>
                <AddOutline aria-hidden />
              </button>
            )}
          </div>
        )} />
        <div className="template-search">
          {conditions.length > 0 && (
            <SearchBar placeholder={t('searchPlaceholder', { fields: searchHint })} value={text} maxLength={100}
              onChange={(v) => { setCommitted(null); setText(v); }} onSearch={(v) => { setText(v); setCommitted(v.trim()); }}
              onClear={() => { setText(''); setCommitted(''); }} aria-label={t('searchLabel', { fields: searchHint })} />
          )}
          {(panel.length > 0 || info.filterField.length > 0) && (
            <button type="button" className={`template-filter-button${active.length ? ' is-active' : ''}`} aria-haspopup="dialog" onClick={() => openSheet('panel')}>
              <FilterOutline aria-hidden />
              <span>{active.length ? t('panel.openActive', { count: active.length }) : t('panel.open')}</span>
            </button>
          )}
        </div>
        {active.length > 0 && (
          <div className="template-filters" role="group" aria-label={t('filtersLabel')}>
            {active.map((a) => (
              <button key={a.key} type="button" className="template-chip is-removable" aria-label={t('panel.remove', { what: a.text })}
                onClick={() => (a.key === SCOPE ? setFilterKey(null) : setPanelValues((v) => ({ ...v, [a.key]: undefined })))}>
                {a.text}<span aria-hidden className="template-chip-x">×</span>
              </button>
            ))}
            <button type="button" className="link-button template-clear" onClick={() => { setPanelValues({}); setFilterKey(null); }}>{t('panel.clearAll')}</button>
          </div>
        )}
      </div>
      <PagedList query={query} empty={empty} loadFailed={t('loadFailed')} className="template-records" testId="template-loading"
        header={<span className="template-total">{t('total', { count: total })}</span>}
        render={(row) => {
          const [first, ...rest] = columns;
          const title = first ? valueText(byKey.get(first.key), row[first.key], first.key) : row.id_;
          const alarm = alarmOf(row, info.alarmField);
          const held = locked.has(row.id_) || row.inProcess_ === true;
          const deletable = can.del && !held;
          const actions = [
            ...(can.view ? [{ key: 'view', label: t('actions.view'), onClick: () => detail.open(link('get', row.id_)) }] : []),
            ...(can.edit ? [{ key: 'edit', label: t('actions.edit'), onClick: () => detail.open(link('edit', row.id_)) }] : []),
            ...(deletable ? [{ key: 'del', label: t('actions.delete'), danger: true, onClick: () => void remove([row.id_], title) }] : []),
          ];
          return (
            <RecordCard key={row.id_} title={title} time={dateTime(row.update_time_)}
              facts={rest.map((c) => ({ key: c.key, label: c.label, value: valueText(byKey.get(c.key), row[c.key], c.key), alarm: !!alarm?.names.has(c.label) }))}
              alarm={alarm ? t('alarm', { items: alarm.items.join('、') || t('alarmUnnamed') }) : undefined}
              note={can.del && held ? t('delete.locked') : undefined}
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
      <ActionSheet open={sheet === 'more'} label={t('actions.more')} actions={more} onClose={() => setSheet((s) => (s === 'more' ? null : s))}
        onAction={(a) => { setSheet(null); more.find((m) => m.key === a.key)?.onClick(); }} />
      <FilterPanel key={`panel-${opened}`} open={sheet === 'panel'} onClose={() => setSheet(null)} conditions={panel}
        scopes={info.filterField.map((f) => ({ key: f.key, name: f.name }))} values={panelValues} scope={filterKey}
        onApply={(v, scope) => { setPanelValues(v); setFilterKey(scope); }} />
      {can.export && (
        <ExportSheet key={`export-${opened}`} open={sheet === 'export'} onClose={() => setSheet(null)} templateKey={templateKey} name={info.name}
          fields={exportFields} filter={recordFilter(search, 1, pageSize)} total={total} pageSize={pageSize} />
      )}
      {can.import && <ImportSheet key={`import-${opened}`} open={sheet === 'import'} onClose={() => setSheet(null)} templateKey={templateKey} />}
    </div>
  );
  return <MasterDetail list={list} />;
}

/** The chip key of the record scope (a template filter) among the panel's conditions. */
const SCOPE = '\u0000scope';

/** What the panel and scope hold now, as removable chips ('采样日期：2026-01-01 ~ 2026-01-31'). */
function activeConditions(panel: readonly PanelCondition[], values: PanelValues, scopeName: string | undefined, t: (k: string, o?: Record<string, unknown>) => string) {
  const out: Array<{ key: string; text: string }> = scopeName ? [{ key: SCOPE, text: t('panel.scopeChip', { name: scopeName }) }] : [];
  for (const c of panel) {
    const v = values[c.name];
    if (v === undefined || v === '') continue;
    if (typeof v === 'object') {
      const from = v.from?.trim();
      const to = v.to?.trim();
      if (!from && !to) continue;
      out.push({ key: c.name, text: `${c.label}：${from && to ? `${from} ~ ${to}` : from ? t('panel.atLeast', { value: from }) : t('panel.atMost', { value: to })}` });
    } else if (c.kind === 'switch') {
      out.push({ key: c.name, text: `${c.label}：${t(v === 'true' ? 'value.yes' : 'value.no')}` });
    } else {
      out.push({ key: c.name, text: `${c.label}：${c.kind === 'choice' ? (c.options?.find((o) => o.key === v)?.name ?? v) : v}` });
    }
  }
  return out;
}
