import type { ProcessForm } from '@wp/contract';
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

  it('merges writable fields, lets read-only ones come back unchanged, refuses changing them', () => {
    const perms = fieldPermissions(form, { note: 'w' }, false);
    const stored = { title: 'A', amount: 10 };
    expect(mergeFormData(form, perms, stored, { title: 'A', amount: 10, note: 'ok', extra: 1 }, { isStart: false, checkRequired: true }))
      .toEqual({ title: 'A', amount: 10, note: 'ok', extra: 1 });
    expect(() => mergeFormData(form, perms, stored, { amount: 11 }, { isStart: false, checkRequired: true })).toThrow('data.amount: is read-only at this node');
  });

  it('requires b fields and, at the start, required fields; drafts skip the check', () => {
    const perms = fieldPermissions(form, { note: 'b' }, false);
    expect(() => mergeFormData(form, perms, {}, { note: '' }, { isStart: false, checkRequired: true })).toThrow('data.note: is required (备注)');
    const start = fieldPermissions(form, undefined, true);
    expect(() => mergeFormData(form, start, {}, { amount: 1 }, { isStart: true, checkRequired: true })).toThrow('data.title: is required (标题)');
    expect(mergeFormData(form, start, {}, { amount: 1 }, { isStart: true, checkRequired: false })).toEqual({ amount: 1 });
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
