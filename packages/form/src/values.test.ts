import { describe, expect, it } from 'vitest';
import { isEmptyValue } from './registry.js';
import type { ProcessForm } from './schema.js';
import { validateValues, withComputed, type FormValues } from './values.js';

/** A leave and purchase request in one form: every rule has a field to break. */
const form: ProcessForm = {
  fields: [
    { key: 'serial', label: '编号', type: 'serialNo', identityAlias: 'no' },
    { key: 'title', label: '事由', type: 'text', required: true, maxLength: 5 },
    { key: 'qty', label: '数量', type: 'number', min: 1, max: 100, precision: 0 },
    { key: 'ratio', label: '比例', type: 'number', precision: 2 },
    { key: 'budget', label: '预算', type: 'money' },
    { key: 'kind', label: '类别', type: 'select', options: [{ key: 'a', name: 'A' }, { key: 'b', name: 'B' }] },
    { key: 'leaveType', label: '请假类型', type: 'select', dictKey: 'leaveType' },
    { key: 'tags', label: '标签', type: 'checkbox', options: [{ key: 'x', name: 'X' }] },
    { key: 'startDate', label: '开始日期', type: 'date', min: '2026-01-01' },
    { key: 'endDate', label: '结束日期', type: 'date', max: '2027-12-31', notBefore: 'startDate' },
    { key: 'at', label: '时间', type: 'time' },
    { key: 'urgent', label: '加急', type: 'switch' },
    { key: 'owner', label: '负责人', type: 'user' },
    { key: 'files', label: '附件', type: 'attachment', maxCount: 1 },
    { key: 'photos', label: '照片', type: 'picture', maxCount: 50 },
    { key: 'days', label: '天数', type: 'computed', expression: 'workdays(startDate, endDate)', precision: 0, min: 1, max: 365 },
    {
      key: 'items', label: '明细', type: 'subtable', minRows: 1, maxRows: 2,
      columns: [
        { key: 'name', label: '品名', type: 'text', required: true },
        { key: 'count', label: '件数', type: 'number' },
        { key: 'price', label: '单价', type: 'money' },
        { key: 'subtotal', label: '小计', type: 'computed', expression: 'count * price' },
      ],
    },
    { key: 'total', label: '合计', type: 'computed', expression: 'sum(items.subtotal)' },
  ],
  variables: ['amountLimit'],
};

const good: FormValues = withComputed(form, {
  title: '采购', qty: 2, budget: 12.5, kind: 'a', leaveType: 'sick', tags: ['x'], startDate: '2026-11-20', endDate: '2026-11-23',
  at: '08:30', urgent: false, owner: ['u1'], files: ['f1'], items: [{ name: 'PAC', count: 2, price: 3000.5 }],
});
const dictionary = (key: string) => (key === 'leaveType' ? new Set(['sick', 'annual']) : undefined);
/** The rule each problem names, as `path rule`. */
const rules = (values: FormValues, permissions = {}, options = {}) =>
  validateValues(form, values, permissions, { dictionary, ...options }).map((p) => `${p.path} ${p.rule}`);

describe('validateValues', () => {
  it('passes a correctly filled form', () => {
    expect(rules(good)).toEqual([]);
  });

  it.each([
    ['required', { title: ' ' }, 'title required'],
    ['too-long text, counted in characters', { title: '采购申请书啊' }, 'title maxLength'],
    ['text that is no text', { title: 12 }, 'title text'],
    ['a number below its minimum', { qty: 0 }, 'qty min'],
    ['a number above its maximum', { qty: 400 }, 'qty max'],
    ['a whole number with decimals', { qty: 1.5 }, 'qty integer'],
    ['too many decimals', { ratio: 0.125 }, 'ratio decimals'],
    ['a number given as text', { qty: '3' }, 'qty number'],
    ['an amount that is no number', { budget: '12a' }, 'budget money'],
    ['an amount with three decimals', { budget: 1.234 }, 'budget decimals'],
    ['an amount beyond the capitals', { budget: 1e12 }, 'budget moneyTooLarge'],
    ['an amount beyond the capitals, still as typed', { budget: '100,000,000,000' }, 'budget moneyTooLarge'],
    ['a choice not among the options', { kind: 'zz' }, 'kind notAnOption'],
    ['a choice not in the dictionary', { leaveType: 'xxx' }, 'leaveType notAnOption'],
    ['a checkbox key not among the options', { tags: ['x', 'y'] }, 'tags notAnOption'],
    ['a choice that is no text', { kind: ['a'] }, 'kind choice'],
    ['a date that does not exist', { startDate: '2026-02-30' }, 'startDate date'],
    ['a date in another format', { startDate: '2026/11/20' }, 'startDate date,days min'],
    ['a date before its minimum', { startDate: '2025-12-31', endDate: '2026-01-02' }, 'startDate dateMin'],
    ['a date after its maximum', { endDate: '2028-01-03' }, 'endDate dateMax'],
    ['an end before its start', { endDate: '2026-11-19' }, 'endDate notBefore,days min'],
    ['a bad time', { at: '25:00' }, 'at time'],
    ['a switch that is no yes or no', { urgent: 'yes' }, 'urgent switch'],
    ['two people in a single-person field', { owner: ['u1', 'u2'] }, 'owner single'],
    ['too many files', { files: ['f1', 'f2'] }, 'files maxFiles'],
    ['more than ten pictures whatever the field says', { photos: Array.from({ length: 11 }, (_, i) => `p${i}`) }, 'photos maxFiles'],
    ['files that are no ids', { files: [{ id: 1 }] }, 'files files'],
    ['a sub-table under its minimum rows', { items: [] }, 'items minRows'],
    ['a sub-table over its maximum rows', { items: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] }, 'items maxRows'],
    ['a sub-table that is no list', { items: 'x' }, 'items rows'],
    ['a cell of a row', { items: [{ name: 'a' }, { name: '', count: 'x' }] }, 'items[1].name required,items[1].count number'],
  ])('refuses %s', (_name, change, expected) => {
    expect(rules(withComputed(form, { ...good, ...change })).join(',')).toBe(expected);
  });

  it('names the sub-table rows a cell sits in and words nothing itself', () => {
    const [p] = validateValues(form, withComputed(form, { ...good, items: [{ name: 'a' }, { name: '' }] }), {});
    expect(p).toEqual({ path: 'items[1].name', label: '品名', rows: [{ table: '明细', row: 2 }], rule: 'required' });
    expect(validateValues(form, { ...good, qty: 0 })[0].params).toEqual({ min: 1 });
  });

  it('bounds computed values on submit, not in drafts', () => {
    // Saturday to Sunday: no working day.
    const weekend = withComputed(form, { ...good, startDate: '2026-11-21', endDate: '2026-11-22' });
    expect(weekend.days).toBe(0);
    expect(rules(weekend)).toEqual(['days min']);
    expect(rules(weekend, {}, { draft: true })).toEqual([]);
    const long = withComputed(form, { ...good, startDate: '2026-01-01', endDate: '2027-12-31' });
    expect(rules(long)).toEqual(['days max']);
  });

  it('b forces required; r and n are not checked; drafts need nothing filled', () => {
    expect(rules({ ...good, at: undefined }, { at: 'b' })).toEqual(['at required']);
    expect(rules({ ...good, title: '' }, { title: 'r' })).toEqual([]);
    expect(rules({ ...good, title: '' }, { title: 'n' })).toEqual([]);
    expect(rules({ ...good, title: '' }, {}, { readOnly: true })).toEqual([]);
    expect(rules(withComputed(form, { items: [] }), {}, { draft: true })).toEqual([]);
    expect(rules({ ...good, title: 'far too long' }, {}, { draft: true })).toEqual(['title maxLength']);
  });

  it('given the stored values, refuses changes to read-only fields and unknown keys', () => {
    const previous = { ...good, legacy: 1 };
    expect(rules({ ...good, title: '改了' }, { title: 'r' }, { previous })).toEqual(['title readOnly']);
    expect(rules({ ...good, title: '改了' }, { title: 'n' }, { previous })).toEqual(['title readOnly']);
    expect(rules(good, { title: 'r' }, { previous })).toEqual([]);
    expect(rules({ ...good, hack: 1 }, {}, { previous })).toEqual(['hack unknown']);
    expect(rules({ ...good, items: [{ name: 'a', extra: 1 }] }, {}, { previous })).toEqual(['items[0].extra unknown']);
    // A declared variable, and a key already stored unchanged, are accepted.
    expect(rules({ ...good, amountLimit: 5, legacy: 1 }, {}, { previous })).toEqual([]);
  });
});

describe('withComputed', () => {
  it('works out computed columns of each row, then the totals over them, whatever was sent', () => {
    const values = withComputed(form, { total: 1, items: [{ count: 2, price: 3000.5, subtotal: 1 }, { count: 3, price: 0.1 }, { name: 'x' }] });
    expect((values.items as Array<Record<string, unknown>>).map((r) => r.subtotal)).toEqual([6001, 0.3, 0]);
    expect(values.total).toBe(6001.3);
  });

  it('computes a field that reads another computed field, whatever their order', () => {
    const chain: ProcessForm = {
      fields: [
        { key: 'gross', label: '含税', type: 'computed', expression: 'net * 1.13' },
        { key: 'net', label: '不含税', type: 'computed', expression: 'a + b' },
        { key: 'a', label: 'a', type: 'number' },
        { key: 'b', label: 'b', type: 'number' },
      ],
    };
    expect(withComputed(chain, { a: 60, b: 40 })).toMatchObject({ net: 100, gross: 113 });
  });

  it('counts leave days by the calendar given', () => {
    expect(withComputed(form, good).days).toBe(2);
    expect(withComputed(form, good, () => 3).days).toBe(3);
    expect(withComputed(form, {}).total).toBe(0);
  });
});

describe('isEmptyValue', () => {
  it('counts blank text and empty lists as empty, an off switch as an answer', () => {
    expect(isEmptyValue({ type: 'text' }, ' ')).toBe(true);
    expect(isEmptyValue({ type: 'checkbox' }, [])).toBe(true);
    expect(isEmptyValue({ type: 'number' }, 0)).toBe(false);
    expect(isEmptyValue({ type: 'switch' }, undefined)).toBe(false);
  });
});
