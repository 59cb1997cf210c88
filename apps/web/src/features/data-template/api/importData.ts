import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { formDataApi } from '@wp/contract';
import { call, CallError, download } from '../../../lib/http/client.js';
import { formDataKeys } from '../../../domains/form-data/keys.js';
import { nextPage } from '../../../lib/paging.js';

export type ImportReport = formDataApi.transfer.ImportReport;

/**
 * POST /form/dataTemplate/v1/import: the dry run of an xlsx (multipart field `file`): every cell checked, nothing
 * stored but the report. A sheet whose rows break rules answers `state:false` with its report: that report is
 * returned as well (the screen shows it); any other refusal (a wrong file, no right) is thrown, silent.
 */
export async function importData(templateKey: string, file: File): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    return (await call(formDataApi.importData, { query: { templateKey }, body, parallel: true, silent: true })).value!;
  } catch (err) {
    const report = err instanceof CallError ? (err.reply as { value?: ImportReport } | undefined)?.value : undefined;
    if (report && typeof report === 'object' && 'status' in report) return report;
    throw err;
  }
}

/** POST /form/dataTemplate/v1/importCommit: stores every row of a checked import in one transaction; its message says how many. */
export const importCommit = async (id: string) => call(formDataApi.importCommit, { query: { id }, overlay: false, silent: true });

/** GET /form/dataTemplate/v1/importReport/{id}: the sheet with an error column, downloaded under the server's name. */
export const downloadImportReport = (id: string) => download(formDataApi.importReportFile, { params: { id } });

/** Imports per page of the log. */
export const IMPORT_LOG_PAGE = 20;

/** POST /form/formDataImportLog/v1/listJson: past imports of a template, newest first. */
export const importLogList = (templateKey: string, page: number, signal?: AbortSignal) =>
  call(formDataApi.importLogList, { body: { templateKey, pageBean: { page, pageSize: IMPORT_LOG_PAGE, showTotal: true } }, signal, parallel: true, silent: true });

export const importLogQueryOptions = (templateKey: string) =>
  infiniteQueryOptions({
    queryKey: formDataKeys.imports(templateKey),
    queryFn: ({ pageParam, signal }) => importLogList(templateKey, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });

export const useImportLog = (templateKey: string, enabled: boolean) => useInfiniteQuery({ ...importLogQueryOptions(templateKey), enabled });

/** After an import is stored: the template's lists and its import log are stale. */
export function useImportStored() {
  const client = useQueryClient();
  return (templateKey: string) => {
    void client.invalidateQueries({ queryKey: formDataKeys.allRecords(templateKey) });
    void client.invalidateQueries({ queryKey: formDataKeys.imports(templateKey) });
  };
}
