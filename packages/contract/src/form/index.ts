/** Forms and data (host `form`): business objects, data templates and the change history of their records. */
export * as bo from './bo.js';
export * as template from './template.js';
export * as history from './history.js';
export * as transfer from './transfer.js';
export * as recordsOps from './records-ops.js';
export * as query from './query.js';
export * as chart from './chart.js';
export * as qr from './qr.js';
export * as dialog from './dialog.js';
/** The endpoints one level down as well, as every other `…Api` namespace lists them. */
export { getJson, getSubEntsByFormKey, previewDesignVue } from './bo.js';
export { getBpmDataTemplateInfo, listJson, dataList, getForm, boSave, boDel, getSubData } from './template.js';
export { listJson as modifyRecordListJson } from './history.js';
export { exportData, importData, importReportFile, importCommit, importLogList } from './transfer.js';
export { boSaveDraft, getMyDraftList, removeTempDraft, boCopy, boBatchUpdate, getDataTemplateButtonPermission } from './records-ops.js';
export { qrCodeLink, qrCodeForm } from './qr.js';
export { getByAlias as customDialogGetByAlias, getListData as customDialogGetListData, getListDataByGet as customDialogGetListDataByGet } from './dialog.js';
export { getByAlias as customQueryGetByAlias, doQueryBase64, query as customQueryRun, getJson as queryViewGetJson, viewData as queryViewData, viewExport as queryViewExport } from './query.js';
export { getChart as customChartGet, getListData as customChartListData } from './chart.js';
