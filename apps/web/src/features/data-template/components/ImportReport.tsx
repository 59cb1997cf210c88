import { Button } from 'antd-mobile';
import { dateTime } from '../../../lib/time.js';
import type { ImportReport } from '../api/importData.js';
import { useTranslation } from '../../../i18n/index.js';

/** Errors listed on screen; the report file has every one. */
const ERRORS_SHOWN = 50;

/**
 * The report of an import's dry run: rows in the sheet, rows that pass, rows that fail, each broken cell (row,
 * field, why); the error report to download; commit when every row passed.
 */
export function ImportReportView({ report, onDownload, onCommit, committing, onAgain }: {
  report: ImportReport; onDownload(): void; onCommit?: () => void; committing?: boolean; onAgain?: () => void;
}) {
  const { t } = useTranslation('dataTemplate');
  const shown = report.errors.slice(0, ERRORS_SHOWN);
  const more = report.errors.length - shown.length;
  return (
    <section className="import-report" aria-label={t('import.reportOf', { name: report.fileName })}>
      <p className={`import-status is-${report.status}`} role="status">{t(`import.status.${report.status}`)}</p>
      <p className="import-file">{report.fileName} · {dateTime(report.createTime)}</p>
      <dl className="import-counts">
        <div><dt>{t('import.total')}</dt><dd>{report.total}</dd></div>
        <div className="is-ok"><dt>{t('import.ok')}</dt><dd>{report.ok}</dd></div>
        <div className={report.failed ? 'is-failed' : ''}><dt>{t('import.failedRows')}</dt><dd>{report.failed}</dd></div>
      </dl>
      {shown.length > 0 && (
        <table className="import-errors">
          <caption className="sr-only">{t('import.errors')}</caption>
          <thead><tr><th scope="col">{t('import.row')}</th><th scope="col">{t('import.field')}</th><th scope="col">{t('import.message')}</th></tr></thead>
          <tbody>
            {shown.map((e, i) => <tr key={`${e.row}-${e.field}-${i}`}><td>{e.row}</td><td>{e.label}</td><td>{e.message}</td></tr>)}
          </tbody>
        </table>
      )}
      {more > 0 && <p className="panel-hint">{t('import.more', { count: more })}</p>}
      <div className="panel-actions">
        {report.failed > 0 && <Button fill="outline" onClick={onDownload}>{t('import.download')}</Button>}
        {onAgain && <Button fill="outline" onClick={onAgain}>{t('import.again')}</Button>}
        {onCommit && report.status === 'checked' && (
          <Button color="primary" loading={committing} onClick={onCommit}>{t('import.commit', { count: report.ok })}</Button>
        )}
      </div>
    </section>
  );
}
