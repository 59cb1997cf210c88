import { FORM_DATA_MAX_BYTES, type ProcessForm } from '@wp/contract';
import { describe, expect, it } from 'vitest';
import { attachmentIds, decodeFormData, fieldPermissions, fileIdsIn, mergeFormData, userIdList } from './form-data.js';

const form = {
  fields: [
    { key: 'title', label: '标题', type: 'text', required: true },
    { key: 'amount', label: '金额', type: 'money' },
    { key: 'note', label: '备注', type: 'textarea' },
    { key: 'files', label: '附件', type: 'attachment' },
    { key: 'items', label: '明细', type: 'subtable', columns: [{ key: 'pic', label: '图片', type: 'picture' }, { key: 'name', label: '名称', type: 'text' }] },
  ],
} as ProcessForm;

describe('form data', () => {
  it('decodes an object, Base64 of JSON and plain JSON text, and refuses anything else naming the field', () => {
    expect(decodeFormData({ a: 1 })).toEqual({ a: 1 });
    expect(decodeFormData(Buffer.from('{"a":"金额"}').toString('base64'))).toEqual({ a: '金额' });
    expect(decodeFormData('{"a":2}')).toEqual({ a: 2 });
    expect(decodeFormData('')).toBeUndefined();
    expect(() => decodeFormData('bm90IGpzb24=')).toThrow(/^data: must be a JSON object or Base64 of JSON text$/);
    expect(() => decodeFormData(Buffer.from('[1,2]').toString('base64'))).toThrow(/^data: must decode to a JSON object$/);
  });

  it('gives unnamed fields w at the start and r at a task', () => {
    expect(fieldPermissions(form, { note: 'b' }, false)).toMatchObject({ title: 'r', note: 'b' });
    expect(fieldPermissions(form, undefined, true)).toMatchObject({ title: 'w', amount: 'w' });
    expect(fieldPermissions(null, { x: 'w' }, true)).toEqual({});
  });

  it('merges writable fields, lets read-only ones come back unchanged, refuses changing them and unknown keys', () => {
    const perms = fieldPermissions(form, { note: 'w' }, false);
    const stored = { title: 'A', amount: 10 };
    expect(mergeFormData(form, perms, stored, { title: 'A', amount: 10, note: 'ok' }, { checkRequired: true }))
      .toEqual({ title: 'A', amount: 10, note: 'ok' });
    expect(() => mergeFormData(form, perms, stored, { amount: 11 }, { checkRequired: true })).toThrow('data.amount: form.rule.readOnly');
    expect(() => mergeFormData(form, perms, stored, { note: 'ok', extra: 1 }, { checkRequired: true })).toThrow('data.extra: form.rule.unknown');
    // Without a form every key is a flow variable.
    expect(mergeFormData(null, {}, stored, { extra: 1 }, { checkRequired: true })).toEqual({ ...stored, extra: 1 });
  });

  it('requires b fields and, at the start, required fields; drafts skip the check', () => {
    const perms = fieldPermissions(form, { note: 'b' }, false);
    expect(() => mergeFormData(form, perms, {}, { note: '' }, { checkRequired: true })).toThrow('data.note: form.rule.required');
    const start = fieldPermissions(form, undefined, true);
    expect(() => mergeFormData(form, start, {}, { amount: 1 }, { checkRequired: true })).toThrow('data.title: form.rule.required');
    expect(mergeFormData(form, start, {}, { amount: 1 }, { checkRequired: false })).toEqual({ amount: 1 });
  });

  it('checks values by the form, with dictionaries when given, and works computed values out itself', () => {
    const leave = {
      fields: [
        { key: 'leaveType', label: '请假类型', type: 'select', dictKey: 'leaveType' },
        { key: 'startDate', label: '开始日期', type: 'date' },
        { key: 'endDate', label: '结束日期', type: 'date', notBefore: 'startDate' },
        { key: 'days', label: '请假天数', type: 'computed', expression: 'workdays(startDate, endDate)', precision: 0, min: 1, max: 365 },
        { key: 'no', label: '编号', type: 'serialNo', identityAlias: 'x' },
      ],
    } as ProcessForm;
    const start = fieldPermissions(leave, undefined, true);
    const opts = { checkRequired: true, dictionaries: new Map([['leaveType', new Set(['sick'])]]) };
    // 2026-11-20 is a Friday: Friday to Monday is two working days, whatever was sent; the number sent is dropped.
    expect(mergeFormData(leave, start, {}, { leaveType: 'sick', startDate: '2026-11-20', endDate: '2026-11-23', days: 400, no: 'X-1' }, opts))
      .toEqual({ leaveType: 'sick', startDate: '2026-11-20', endDate: '2026-11-23', days: 2 });
    expect(() => mergeFormData(leave, start, {}, { leaveType: 'xxx' }, opts)).toThrow('data.leaveType: form.rule.notAnOption');
    expect(() => mergeFormData(leave, start, {}, { startDate: '2026-11-21', endDate: '2026-11-22' }, opts)).toThrow('data.days: form.rule.min');
    expect(() => mergeFormData(leave, start, {}, { startDate: '2026-11-20', endDate: '2026-11-19' }, opts)).toThrow('data.endDate: form.rule.notBefore');
  });

  it('refuses form data over the contract\'s one limit, naming the field', () => {
    expect(() => decodeFormData({ text: 'x'.repeat(FORM_DATA_MAX_BYTES) })).toThrow('data: form.tooLarge');
    expect(decodeFormData({ text: 'x'.repeat(FORM_DATA_MAX_BYTES - 20) })).toBeDefined();
  });

  it('finds file ids in attachment and picture fields, sub-tables included', () => {
    expect(fileIdsIn(form, { files: ['f1', 'f2'], items: [{ pic: ['p1'] }, { pic: ['p2', 'f1'], name: 'x' }], note: ['nope'] }).sort()).toEqual(['f1', 'f2', 'p1', 'p2']);
  });

  it('reads the original attachment and user-id encodings', () => {
    expect(attachmentIds('[{"id":"a","name":"x"},{"fileId":"b"}]')).toEqual(['a', 'b']);
    expect(attachmentIds(['a', { id: 'b' }, 'a'])).toEqual(['a', 'b']);
    expect(() => attachmentIds('{oops')).toThrow(/^files: must be JSON text/);
    expect(() => attachmentIds([{ name: 'no id' }], 'zfiles')).toThrow('zfiles: each file needs an id');
    expect(userIdList(' a, b ,,a')).toEqual(['a', 'b']);
    expect(userIdList(['x', 'x', ' y '])).toEqual(['x', 'y']);
  });
});
