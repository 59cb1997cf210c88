import { lazy, Suspense, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { Column } from '@wp/contract';
import { useSession } from '../../lib/session/store.js';
import { notify } from '../../lib/notify.js';
import { errorText } from '../../lib/error-text.js';
import { useNearScreen } from '../../lib/use-near-screen.js';
import { useColumn } from '../../domains/portal/api/getByAlias.js';
import { useColumnData } from '../../domains/portal/api/getColumnData.js';
import { portalKeys } from '../../domains/portal/keys.js';
import { useCustomDialog } from '../../domains/custom-dialog/api/getByAlias.js';
import { useDialogPage } from '../../domains/custom-dialog/api/getListData.js';
import { rowLines } from '../../domains/custom-dialog/mapping.js';
import { decodeBase64Utf8 } from './base64.js';
import {
  chartOption, ColumnConfigError, displayKind, fillRowTemplate, listRows, pageSizeOf, planColumnRequest, planDialogColumn, reportTable, rowSummary,
  sourceKind,
} from './column-data.js';
import { CHART_DEFAULT_HEIGHT, EChart } from './EChart.js';
import { SafeHtml } from './SafeHtml.js';
import './portal.css';
import { useTranslation, type TFunction } from '../../i18n/index.js';

// The asset KPIs' column brings the asset system's client: it loads when such a column is shown.
const AssetKpiColumn = lazy(() => import('./AssetKpiColumn.js'));

const decode = (b64: string) => {
  try {
    return b64 ? decodeBase64Utf8(b64) : '';
  } catch {
    return '';
  }
};

/**
 * A portal column of the home page (spec 001 sections 2-3): hidden until loaded and unless the user has
 * display rights (preview shows it regardless); then a chart or report (colType 1), a list from a URL
 * (dataMode 3), template content (4), the asset KPIs (5) or static HTML, always sanitised.
 */
export function ColumnCard({ alias, preview = false }: { alias: string; preview?: boolean }) {
  const { t } = useTranslation('portal');
  const column = useColumn(alias);
  if (column.isError && preview) {
    return <CardFrame title={alias}><p className="column-error">{t('columnFailed', { message: errorText(column.error) })}</p></CardFrame>;
  }
  if (!column.data) return null;
  const c = column.data;
  if (!c.displayRights && !preview) return null;
  return (
    <CardFrame title={c.name} alias={c.alias} more={c.colUrl}>
      <ColumnBody column={c} />
    </CardFrame>
  );
}

function CardFrame({ title, alias, more, children }: { title: string; alias?: string; more?: string | null; children: ReactNode }) {
  const { t } = useTranslation('portal');
  const internal = more && more.startsWith('/') && !more.startsWith('//');
  return (
    <section className="card portal-column" data-column={alias} aria-label={title}>
      <header className="portal-column-head">
        <h2 className="portal-column-title">{title}</h2>
        {more && (internal
          ? <Link className="portal-column-more" to={more}>{t('more')}<RightOutline /></Link>
          : <a className="portal-column-more" href={more} target="_blank" rel="noopener noreferrer">{t('more')}<RightOutline /></a>)}
      </header>
      {children}
    </section>
  );
}

function ColumnBody({ column: c }: { column: Column }) {
  const { t } = useTranslation('portal');
  const kind = sourceKind(c);
  const box: CSSProperties | undefined = c.colHeight && displayKind(c) !== 'chart' ? { maxHeight: c.colHeight, overflowY: 'auto' } : undefined;
  if (kind === 'url') return <UrlColumn column={c} box={box} />;
  if (kind === 'dialog') return <DialogColumn column={c} box={box} />;
  if (kind === 'eamKpi') return <Suspense fallback={<Skeleton.Paragraph lineCount={3} className="column-loading" />}><AssetKpiColumn column={c} /></Suspense>;
  const html = kind === 'template' ? decode(c.templateHtml) : c.html;
  if (!html.trim()) return <p className="column-note">{t('empty')}</p>;
  return <div style={box}><SafeHtml className="column-html" html={html} /></div>;
}

/** A broken configuration in the user's words; an undefined placeholder keeps its name, by which an administrator fixes it. */
function configErrorText(e: ColumnConfigError, t: TFunction): string {
  if (e.reason === 'badPostParams') return e.message;
  if (e.reason === 'noDialog') return t('customDialog:column.noDialog');
  return e.reason === 'placeholder' && e.placeholder ? t('placeholderUndefined', { name: e.placeholder }) : t('noDataUrl');
}

function UrlColumn({ column: c, box }: { column: Column; box?: CSSProperties }) {
  const { t } = useTranslation('portal');
  const user = useSession((s) => s.user);
  const [page, setPage] = useState(1);
  const pageSize = pageSizeOf(c);
  const paging = c.needPage === 1 ? { page, pageSize } : undefined;
  const configError = useMemo(() => {
    try {
      planColumnRequest(c, { account: user?.account ?? '', userId: user?.userId ?? '' }, t('badPostParams'), paging);
      return null;
    } catch (e) {
      return e instanceof ColumnConfigError ? e : new ColumnConfigError('noUrl', String(e));
    }
  }, [c, user, t, paging?.page, paging?.pageSize]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (configError?.reason === 'badPostParams') notify.danger(configError.message);
  }, [configError]);
  // A column below the fold asks for its data as it scrolls near: the first screen's requests go first.
  const { ref, near } = useNearScreen<HTMLDivElement>({ margin: '300px 0px' });
  const data = useColumnData(c.alias, paging, !configError && near);

  if (configError) return <p className="column-error">{configErrorText(configError, t)}</p>;
  if (data.isPending) return <div ref={ref}><Skeleton.Paragraph lineCount={3} className="column-loading" /></div>;
  if (data.isError) return <p className="column-error">{errorText(data.error)}</p>;

  const kind = displayKind(c);
  if (kind === 'chart') {
    const option = chartOption(data.data);
    if (!option) return <p className="column-note">{t('chartEmpty')}</p>;
    return <div className="column-chart"><EChart option={option} height={c.colHeight || CHART_DEFAULT_HEIGHT} label={c.name} /></div>;
  }
  if (kind === 'report') {
    const table = reportTable(data.data);
    if (!table) return <p className="column-note">{t('empty')}</p>;
    return (
      <div className="column-report" style={box}>
        <table>
          <thead><tr>{table.head.map((h, i) => <th key={i}>{h}</th>)}</tr></thead>
          <tbody>{table.body.map((r, i) => <tr key={i}>{r.map((v, j) => <td key={j}>{v}</td>)}</tr>)}</tbody>
        </table>
      </div>
    );
  }
  const { rows, total } = listRows(data.data);
  return (
    <ColumnRows rows={rows} template={decode(c.templateHtml)} summary={rowSummary} box={box} busy={data.isFetching}
      pager={paging && { ...paging, total, onPage: setPage }} />
  );
}

/**
 * The rows of a list column, each by the column's row template or else as a title and a line of meta, and
 * the pager while there are more rows than a page holds.
 */
function ColumnRows<R extends Record<string, unknown>>({ rows, template, summary, box, busy, pager }: {
  rows: R[];
  template: string;
  summary(row: R): { title: string; meta: string };
  box?: CSSProperties;
  busy: boolean;
  pager?: { page: number; pageSize: number; total: number; onPage(page: number): void };
}) {
  const { t } = useTranslation('portal');
  const pages = pager ? Math.max(1, Math.ceil(pager.total / pager.pageSize)) : 1;
  return (
    <>
      <div className="column-list" style={box} aria-busy={busy}>
        {rows.length === 0 ? <p className="column-note">{t('empty')}</p>
          : template.trim() ? <SafeHtml className="column-html" html={rows.map((r) => fillRowTemplate(template, r)).join('')} />
            : rows.map((r, i) => {
              const s = summary(r);
              return <div key={i} className="col-row"><span>{s.title}</span>{s.meta && <span className="col-meta">{s.meta}</span>}</div>;
            })}
      </div>
      {pager && pages > 1 && (
        <nav className="column-pager" aria-label={t('pager')}>
          <button type="button" className="link-button" disabled={pager.page <= 1} onClick={() => pager.onPage(pager.page - 1)}>{t('prev')}</button>
          <span>{t('pageOf', { page: pager.page, pages })}</span>
          <button type="button" className="link-button" disabled={pager.page >= pages} onClick={() => pager.onPage(pager.page + 1)}>{t('next')}</button>
        </nav>
      )}
    </>
  );
}

/**
 * A custom-dialog column (dataMode 1): the rows of the dialog its dataFrom names, searched with its dataParam,
 * page by page (the column's page size, 10 unless set); each row by the column's row template, else the
 * dialog's displayed columns (the dialog's definition is asked for only then).
 */
function DialogColumn({ column: c, box }: { column: Column; box?: CSSProperties }) {
  const { t } = useTranslation('portal');
  const user = useSession((s) => s.user);
  const [page, setPage] = useState(1);
  const pageSize = pageSizeOf(c);
  const plan = useMemo(() => {
    try {
      return planDialogColumn(c, { account: user?.account ?? '', userId: user?.userId ?? '' }, t('badPostParams'));
    } catch (e) {
      return e instanceof ColumnConfigError ? e : new ColumnConfigError('noDialog', String(e));
    }
  }, [c, user, t]);
  const planned = plan instanceof ColumnConfigError ? null : plan;
  const template = decode(c.templateHtml);
  const byDefinition = !template.trim();
  const { ref, near } = useNearScreen<HTMLDivElement>({ margin: '300px 0px' });
  const dialog = useCustomDialog(planned?.alias, near && byDefinition);
  // With the other columns' data: the home page's pull to refresh reloads it too.
  const data = useDialogPage(portalKeys.allColumnData(), planned?.alias ?? '', { mapParam: planned?.mapParam ?? {}, pageSize }, page, !!planned && near);

  if (plan instanceof ColumnConfigError) return <p className="column-error">{configErrorText(plan, t)}</p>;
  if (data.isError || dialog.isError) return <p className="column-error">{errorText(data.error ?? dialog.error)}</p>;
  if (data.isPending || (byDefinition && dialog.isPending)) return <div ref={ref}><Skeleton.Paragraph lineCount={3} className="column-loading" /></div>;
  const { rows, total } = data.data;
  const summary = (r: (typeof rows)[number]) => {
    const { title, details } = rowLines(dialog.data!, r);
    return { title, meta: details.map((d) => d.value).join(' · ') };
  };
  return <ColumnRows rows={rows} template={template} summary={summary} box={box} busy={data.isFetching} pager={{ page, pageSize, total, onPage: setPage }} />;
}
