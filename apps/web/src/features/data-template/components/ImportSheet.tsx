import { useRef, useState } from 'react';
import { Button, ProgressBar } from 'antd-mobile';
import { Sheet } from '../../../components/Sheet.js';
import { TabStrip } from '../../../components/TabStrip.js';
import { rowsOf } from '../../../components/PagedList.js';
import { notify } from '../../../lib/notify.js';
import { dateTime } from '../../../lib/time.js';
import { downloadImportReport, importCommit, importData, useImportLog, useImportStored, type ImportReport } from '../api/importData.js';
import { ImportReportView } from './ImportReport.js';
import { useTranslation } from '../../../i18n/index.js';

type Phase =
  | { step: 'choose' }
  | { step: 'checking'; file: string }
  | { step: 'report'; report: ImportReport }
  | { step: 'committing'; report: ImportReport }
  | { step: 'failed'; message: string };

/** The most a sheet may weigh (the server's limit). */
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Import into a template from xlsx in the server's two steps: choose a file → dry run (every cell checked,
 * nothing stored) → its report (rows passing and failing, each broken cell, the error report to download) →
 * commit, all rows in one go. The second tab lists past imports with their reports.
 */
export function ImportSheet({ open, onClose, templateKey }: { open: boolean; onClose(): void; templateKey: string }) {
  const { t } = useTranslation('dataTemplate');
  const [tab, setTab] = useState<'import' | 'log'>('import');
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const file = useRef<HTMLInputElement>(null);
  const stored = useImportStored();
  const busy = phase.step === 'checking' || phase.step === 'committing';

  async function check(chosen: File | undefined) {
    if (!chosen) return;
    if (!/\.xlsx$/i.test(chosen.name)) return void setPhase({ step: 'failed', message: t('import.notXlsx') });
    if (chosen.size > MAX_BYTES) return void setPhase({ step: 'failed', message: t('import.tooLarge') });
    setPhase({ step: 'checking', file: chosen.name });
    try {
      setPhase({ step: 'report', report: await importData(templateKey, chosen) });
    } catch (err) {
      setPhase({ step: 'failed', message: err instanceof Error ? err.message : t('import.checkFailed') });
    } finally {
      if (file.current) file.current.value = '';
    }
  }

  async function commit(report: ImportReport) {
    setPhase({ step: 'committing', report });
    try {
      const reply = await importCommit(report.id);
      notify.success(reply.message);
      stored(templateKey);
      setPhase({ step: 'report', report: { ...report, status: 'committed', commitTime: new Date().toISOString() } });
    } catch (err) {
      setPhase({ step: 'failed', message: err instanceof Error ? err.message : t('import.commitFailed') });
    }
  }

  return (
    <Sheet open={open} onClose={busy ? () => undefined : onClose} label={t('import.title')} bodyClassName="panel-body" className="transfer-sheet">
      <h2 className="panel-title">{t('import.title')}</h2>
      <TabStrip tabs={[{ key: 'import' as const, title: t('import.tab') }, { key: 'log' as const, title: t('import.log') }]} activeKey={tab} onChange={setTab} />
      {tab === 'log' ? <ImportLog templateKey={templateKey} /> : (
        <div className="transfer-progress" aria-live="polite">
          <input ref={file} type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" className="sr-only" id="import-file"
            onChange={(e) => void check(e.target.files?.[0])} />
          {phase.step === 'choose' && (
            <>
              <p className="panel-hint">{t('import.hint')}</p>
              <Button block color="primary" onClick={() => file.current?.click()}>{t('import.choose')}</Button>
            </>
          )}
          {(phase.step === 'checking' || phase.step === 'committing') && (
            <>
              <p>{phase.step === 'checking' ? t('import.checking', { name: phase.file }) : t('import.committing', { count: phase.report.ok })}</p>
              <ProgressBar className="is-indeterminate" percent={60} aria-label={t('import.busy')} />
            </>
          )}
          {phase.step === 'report' && (
            <ImportReportView report={phase.report} onDownload={() => void downloadImportReport(phase.report.id)}
              onCommit={() => void commit(phase.report)} onAgain={() => setPhase({ step: 'choose' })} />
          )}
          {phase.step === 'failed' && (
            <>
              <p role="alert" className="transfer-error">{phase.message}</p>
              <Button block fill="outline" onClick={() => setPhase({ step: 'choose' })}>{t('import.again')}</Button>
            </>
          )}
        </div>
      )}
    </Sheet>
  );
}

/** Past imports of the template, newest first: file, who, when, the counts, and each one's report. */
function ImportLog({ templateKey }: { templateKey: string }) {
  const { t } = useTranslation('dataTemplate');
  const log = useImportLog(templateKey, true);
  const rows = rowsOf(log);
  if (log.isPending) return <p className="panel-hint">{t('common:loading')}</p>;
  if (log.isError) return <p className="transfer-error" role="alert">{t('import.logFailed')} <button type="button" className="link-button" onClick={() => void log.refetch()}>{t('common:retry')}</button></p>;
  if (rows.length === 0) return <p className="panel-hint">{t('import.logEmpty')}</p>;
  return (
    <ol className="import-log">
      {rows.map((r) => (
        <li key={r.id}>
          <div className="import-log-head"><span className="import-log-file">{r.fileName}</span><span className={`import-status is-${r.status}`}>{t(`import.status.${r.status}`)}</span></div>
          <div className="import-log-meta">{r.userName} · {dateTime(r.createTime)} · {t('import.counts', { total: r.total, ok: r.ok, failed: r.failed })}</div>
          {r.failed > 0 && <button type="button" className="link-button" onClick={() => void downloadImportReport(r.id)}>{t('import.download')}</button>}
        </li>
      ))}
      {log.hasNextPage && <li><button type="button" className="link-button" onClick={() => void log.fetchNextPage()}>{t('import.logMore')}</button></li>}
    </ol>
  );
}
