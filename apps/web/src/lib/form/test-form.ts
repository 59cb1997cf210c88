import type { ProcessForm } from '@wp/contract';

/** A purchase request of the plant: the form the renderer's tests fill in (test code only). */
export const purchaseForm: ProcessForm = {
  fields: [
    { key: 'serial', label: '申请编号', type: 'serialNo', identityAlias: 'purchaseNo' },
    { key: 'title', label: '申请事由', type: 'text', required: true, maxLength: 20 },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200 },
    { key: 'budget', label: '预算金额', type: 'money', max: 10_000_000 },
    { key: 'qty', label: '数量', type: 'number', min: 1, max: 100, precision: 0 },
    { key: 'needDate', label: '需用日期', type: 'date' },
    { key: 'urgent', label: '加急', type: 'switch' },
    { key: 'kind', label: '采购类别', type: 'select', options: [{ key: 'chem', name: '药剂' }, { key: 'spare', name: '备品备件' }] },
    {
      key: 'items', label: '采购明细', type: 'subtable', maxRows: 3,
      columns: [
        { key: 'name', label: '品名', type: 'text', required: true },
        { key: 'count', label: '件数', type: 'number' },
        { key: 'price', label: '单价', type: 'money' },
        { key: 'subtotal', label: '小计', type: 'computed', expression: 'count * price' },
      ],
    },
    { key: 'total', label: '合计', type: 'computed', expression: 'sum(items.subtotal)' },
  ],
};
