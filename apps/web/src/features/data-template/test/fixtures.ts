import type { FormField, formDataApi } from '@wp/contract';
import type { TemplateInfo } from '../api/getBpmDataTemplateInfo.js';

/** The lab results BO's fields: a sampling point from a dictionary, COD with its unit, a date and a note. */
export const labFields: FormField[] = [
  { key: 'point', label: '采样点', type: 'select', dictKey: 'samplingPoint', required: true },
  { key: 'sampleDate', label: '采样日期', type: 'date', required: true },
  { key: 'cod', label: 'COD', type: 'number', unit: 'mg/L', precision: 1 },
  { key: 'analyst', label: '化验员', type: 'text' },
] as FormField[];

export const samplingPoints = [{ key: 'inlet', name: '进水口' }, { key: 'outlet', name: '总排口' }];

export function templateInfo(buttons: Record<string, boolean>, over: Partial<TemplateInfo> = {}): TemplateInfo {
  return {
    id: 'tpl1', alias: 'labResults', name: '化验数据', boAlias: 'lab_results', boDefId: 'bo1', boDefAlias: 'lab_results', formKey: 'labForm', formId: 'f1',
    pkField: 'id_', needPage: 1, pageSize: 20, right: [{ type: 'everyone' }],
    displayField: [
      { name: 'point', desc: '采样点', permission: true }, { name: 'sampleDate', desc: '采样日期', permission: true },
      { name: 'cod', desc: 'COD', permission: true }, { name: 'analyst', desc: '化验员', permission: false },
    ],
    conditionField: [{ name: 'analyst', desc: '化验员', qt: 'LK' }, { name: 'point', desc: '采样点', qt: 'EQ' }],
    manageField: Object.keys(buttons).map((name) => ({ name: name as 'add', desc: name })),
    filterField: [], exportField: [], sortField: [],
    permission: { columns: { point: true, sampleDate: true, cod: true, analyst: false }, buttons },
    ...over,
  };
}

export const boJson = {
  id: 'bo1', alias: 'lab_results', name: '化验数据', description: null, rev: 1, fields: labFields, ents: [], createTime: '2026-01-01T00:00:00.000Z', updateTime: '2026-01-01T00:00:00.000Z',
};

export const row = (id: string, values: Record<string, unknown>): formDataApi.template.DataRow => ({
  id_: id, rev_: 1, create_by_: 'u1', create_time_: '2026-11-20T01:00:00.000Z', update_by_: 'u1', update_time_: '2026-11-20T01:00:00.000Z', ...values,
});

export const page = <R,>(rows: R[]) => ({ rows, total: rows.length, page: 1, pageSize: 20 });

export function formReply(action: 'add' | 'edit' | 'get', values: Record<string, unknown>) {
  const mode = action === 'get' ? 'r' : 'w';
  return {
    result: true as const,
    form: { id: 'f1', formKey: 'labForm', name: '化验数据', version: 1, fields: labFields },
    permission: { fields: Object.fromEntries(labFields.map((f) => [f.key, mode])) as Record<string, 'r' | 'w'>, table: {} },
    data: { lab_results: values },
  };
}
