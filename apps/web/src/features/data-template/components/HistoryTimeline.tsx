import { useMemo } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import type { FormColumn, FormField, formDataApi } from '@wp/contract';
import { rowsOf } from '../../../components/PagedList.js';
import { dateTime } from '../../../lib/time.js';
import { useRecordHistory } from '../api/modifyRecordList.js';
import { useValueText, type ValueText } from './useValueText.js';
import { useTranslation } from '../../../i18n/index.js';

type ChangeRow = formDataApi.history.ChangeRow;

/** One save: who, when, the revision it made, and its changed values in field order. */
interface Save { rev: number; userName: string; time: string; changes: ChangeRow[] }

/** Change rows (newest save first, field order within a save) as saves. */
export function savesOf(rows: readonly ChangeRow[]): Save[] {
  const saves: Save[] = [];
  for (const r of rows) {
    const last = saves[saves.length - 1];
    if (last && last.rev === r.rev) last.changes.push(r);
    else saves.push({ rev: r.rev, userName: r.userName, time: r.modifyTime, changes: [r] });
  }
  return saves;
}

/** The field (or sub-table column) a change row is about. */
function fieldOf(fields: readonly FormField[], row: ChangeRow): FormField | FormColumn | undefined {
  if (row.entity === 'main') return fields.find((f) => f.key === row.field);
  const table = fields.find((f) => f.key === row.entity);
  if (!table || table.type !== 'subtable') return undefined;
  return row.kind === 'set' ? table.columns.find((c) => c.key === row.field) : table;
}

/** A sub-table row added or removed, as its cells' texts. */
function rowSummary(table: FormField | FormColumn | undefined, value: unknown, text: ValueText): string {
  if (!value || typeof value !== 'object' || !table || table.type !== 'subtable') return '';
  const cells = value as Record<string, unknown>;
  return table.columns.map((c) => text(c, cells[c.key])).filter(Boolean).join(' · ');
}

function Change({ row, fields, text }: { row: ChangeRow; fields: readonly FormField[]; text: ValueText }) {
  const { t } = useTranslation('dataTemplate');
  const field = fieldOf(fields, row);
  if (row.kind !== 'set') {
    const summary = rowSummary(field, row.kind === 'add' ? row.newValue : row.oldValue, text);
    return (
      <li className={`history-change is-${row.kind}`}>
        <span className="history-field">{row.label}</span>
        <span className="history-row-kind">{t(row.kind === 'add' ? 'history.rowAdded' : 'history.rowRemoved')}</span>
        {summary && <span className={row.kind === 'add' ? 'history-new' : 'history-old'}>{summary}</span>}
      </li>
    );
  }
  const before = text(field, row.oldValue);
  const after = text(field, row.newValue);
  return (
    <li className="history-change">
      <span className="history-field">{row.label}</span>
      <span className="history-diff">
        {before ? <del className="history-old"><span className="sr-only">{t('history.from')}</span>{before}</del> : <span className="history-empty">{t('history.empty')}</span>}
        <span className="history-arrow" aria-hidden>→</span>
        {after ? <ins className="history-new"><span className="sr-only">{t('history.to')}</span>{after}</ins> : <span className="history-empty">{t('history.empty')}</span>}
      </span>
    </li>
  );
}

/** A record's change history as a timeline: each save with who and when, and each changed value old → new. */
export function HistoryTimeline({ templateKey, recordId, fields }: { templateKey: string; recordId: string; fields: readonly FormField[] }) {
  const { t } = useTranslation('dataTemplate');
  const query = useRecordHistory(templateKey, recordId);
  const rows = rowsOf(query);
  // The people the changes name, as main-record values keyed by their field.
  const named = useMemo(() => rows.filter((r) => r.entity === 'main')
    .map((r) => ({ [r.field]: [r.oldValue, r.newValue].flatMap((v) => (Array.isArray(v) ? v : [])) })), [rows]);
  const text = useValueText(fields as FormField[], named);
  const saves = savesOf(rows);
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title" className="history-title">{t('history.title')}</h2>
      {query.isPending ? <div className="history-note"><DotLoading color="primary" /></div>
        : query.isError ? (
          <div className="history-note">{t('history.loadFailed')} <button type="button" className="link-button" onClick={() => void query.refetch()}>{t('common:retry')}</button></div>
        ) : saves.length === 0 ? <div className="history-note">{t('history.none')}</div> : (
          <ol className="history-list">
            {saves.map((s) => (
              <li key={s.rev} className="history-save">
                <span className="history-dot" aria-hidden />
                <div className="history-head">
                  <span className="history-who">{s.userName}</span>
                  <span className="history-what">{s.rev === 1 ? t('history.created') : t('history.changed')}</span>
                  <time className="history-time" dateTime={s.time}>{dateTime(s.time)}</time>
                </div>
                <ul className="history-changes">
                  {s.changes.map((c) => <Change key={c.id} row={c} fields={fields} text={text} />)}
                </ul>
              </li>
            ))}
          </ol>
        )}
      {query.hasNextPage && (
        <Button size="small" fill="none" color="primary" className="history-more" loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}>{t('history.more')}</Button>
      )}
    </section>
  );
}
