import { describe, expect, it } from 'vitest';
import type { ProcessForm } from '@wp/contract';
import { purchaseForm } from './test-form.js';
import { MAX_VALIDATION_DEPTH, validateForm, validationMessage } from './validate.js';

const filled = { title: '采购PAC药剂', qty: 2, budget: 12000, items: [{ name: 'PAC', count: 2, price: 3000 }] };

describe('validateForm', () => {
  it('passes a correctly filled form', () => {
    expect(validateForm(purchaseForm, filled)).toEqual([]);
  });

  it('lists each failing field with its label and own message', () => {
    const errors = validateForm(purchaseForm, { ...filled, title: '  ', qty: 0.5, budget: 1.234, needDate: '2026/1/1' });
    expect(errors).toEqual([
      { field: 'title', label: '申请事由', message: '不能为空' },
      { field: 'budget', label: '预算金额', message: '最多保留2位小数' },
      { field: 'qty', label: '数量', message: '不能小于1' },
      { field: 'needDate', label: '需用日期', message: '请选择正确的日期' },
    ]);
    expect(validationMessage(errors)).toBe('申请事由：不能为空\n预算金额：最多保留2位小数\n数量：不能小于1\n需用日期：请选择正确的日期');
  });

  it('checks lengths, limits and invalid amounts', () => {
    const errors = validateForm(purchaseForm, { ...filled, title: 'x'.repeat(21), qty: 101, budget: '12a' });
    expect(errors.map((e) => `${e.field}: ${e.message}`)).toEqual(['title: 不能超过20个字', 'budget: 请输入正确的金额', 'qty: 不能大于100']);
  });

  it('b forces required, r and n are not checked', () => {
    expect(validateForm(purchaseForm, filled, { needDate: 'b' })).toEqual([{ field: 'needDate', label: '需用日期', message: '不能为空' }]);
    expect(validateForm(purchaseForm, { ...filled, title: '' }, { title: 'r' })).toEqual([]);
    expect(validateForm(purchaseForm, { ...filled, title: '' }, { title: 'n' })).toEqual([]);
    expect(validateForm(purchaseForm, { ...filled, title: '' }, {}, { readOnly: true })).toEqual([]);
  });

  it('checks every sub-table row with a row label, and the row count', () => {
    const errors = validateForm(purchaseForm, { ...filled, items: [{ name: 'PAC' }, { name: '', count: 'x' }, {}, {}] });
    expect(errors).toEqual([
      { field: 'items', label: '采购明细', message: '最多3行' },
      { field: 'items[1].name', label: '采购明细第2行 品名', message: '不能为空' },
      { field: 'items[1].count', label: '采购明细第2行 件数', message: '请输入数字' },
      { field: 'items[2].name', label: '采购明细第3行 品名', message: '不能为空' },
      { field: 'items[3].name', label: '采购明细第4行 品名', message: '不能为空' },
    ]);
    // A required sub-table needs a row; b forces it.
    expect(validateForm(purchaseForm, { ...filled, items: [] }, { items: 'b' })).toEqual([{ field: 'items', label: '采购明细', message: '不能为空' }]);
  });

  it(`searches nested fields down to ${MAX_VALIDATION_DEPTH} levels and no deeper`, () => {
    // Nesting the contract does not allow today (sub-tables inside sub-tables) stands for any nested group.
    const nest = (depth: number): ProcessForm['fields'][number] =>
      (depth === 1
        ? { key: 'leaf', label: `L${depth}`, type: 'text', required: true }
        : { key: `n${depth}`, label: `L${depth}`, type: 'subtable', columns: [nest(depth - 1)] }) as never;
    // The values: one row at each level, the leaf left empty.
    const rowOf = (depth: number): Record<string, unknown> => (depth === 1 ? {} : { [`n${depth}`]: [rowOf(depth - 1)] });
    // depth 5: the form, then four sub-tables, the leaf at level 5.
    const five = validateForm({ fields: [nest(5)] }, rowOf(5));
    expect(five.map((e) => e.field)).toEqual(['n5[0].n4[0].n3[0].n2[0].leaf']);
    const six = validateForm({ fields: [nest(6)] }, rowOf(6));
    expect(six).toEqual([]);
  });
});

describe('validationMessage', () => {
  it('falls back to the general message when no failing field has a message of its own', () => {
    expect(validationMessage([{ field: 'x', label: 'X', message: '' }])).toBe('请正确填写表单');
    expect(validationMessage([])).toBe('');
  });
});
