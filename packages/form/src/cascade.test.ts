import { describe, expect, it } from 'vitest';
import { headsCascade, withDependentsCleared } from './cascade.js';
import { dictionaryKeys } from './dictionaries.js';
import type { ProcessForm } from './schema.js';
import { validateValues } from './values.js';
import { definitionIssues as issues } from './test-support.js';

/** 采样点 → 取样位置: the spots' dictionary holds the points as its top items; 设备类别 → 子类 over one tree dictionary. */
const form: ProcessForm = {
  fields: [
    { key: 'point', label: '采样点', type: 'select', options: [{ key: 'influent', name: '进水' }, { key: 'effluent', name: '总出水' }] },
    { key: 'spot', label: '取样位置', type: 'select', dictKey: 'spots', dependsOn: 'point' },
    { key: 'kind', label: '设备类别', type: 'select', dictKey: 'equip' },
    { key: 'sub', label: '子类', type: 'checkbox', dictKey: 'equip', dependsOn: 'kind' },
    { key: 'rows', label: '明细', type: 'subtable', columns: [
      { key: 'kind', label: '类别', type: 'radio', dictKey: 'equip' },
      { key: 'sub', label: '子类', type: 'select', dictKey: 'equip', dependsOn: 'kind' },
    ] },
  ],
};

const dictionaries = new Map([
  ['spots', dictionaryKeys([
    { key: 'influent', parentKey: null }, { key: 'well', parentKey: 'influent' }, { key: 'screen', parentKey: 'influent' },
    { key: 'effluent', parentKey: null }, { key: 'flume', parentKey: 'effluent' },
  ])],
  ['equip', dictionaryKeys([
    { key: 'pump', parentKey: null }, { key: 'sewagePump', parentKey: 'pump' }, { key: 'dosingPump', parentKey: 'pump' },
    { key: 'blower', parentKey: null }, { key: 'turbo', parentKey: 'blower' },
  ])],
]);
const check = (values: Record<string, unknown>) =>
  validateValues(form, values, {}, { dictionary: (k) => dictionaries.get(k) }).map((p) => ({ path: p.path, rule: p.rule, params: p.params }));

describe('cascading choices', () => {
  it('accepts a definition whose dependents have a tree dictionary and a select or radio to depend on', () => {
    expect(issues(form)).toEqual([]);
  });

  it('refuses a cascade without a dictionary, on a missing, multiple or own field, and in a circle', () => {
    const base = { key: 'a', label: 'A', type: 'select', dictKey: 'd' };
    expect(issues({ fields: [base, { key: 'b', label: 'B', type: 'select', options: [{ key: 'x', name: 'X' }], dependsOn: 'a' }] }))
      .toEqual(['fields.1.dependsOn: b: a cascade takes its choices from a tree dictionary (dictKey)']);
    expect(issues({ fields: [base, { key: 'b', label: 'B', type: 'select', dictKey: 'd', dependsOn: 'nope' }] }))
      .toEqual(['fields.1.dependsOn: b: dependsOn must name another select or radio field in the form']);
    expect(issues({ fields: [{ ...base, type: 'checkbox' }, { key: 'b', label: 'B', type: 'select', dictKey: 'd', dependsOn: 'a' }] }))
      .toEqual(['fields.1.dependsOn: b: dependsOn must name another select or radio field in the form']);
    expect(issues({ fields: [{ ...base, dependsOn: 'a' }] })).toEqual(['fields.0.dependsOn: a: dependsOn must name another select or radio field in the form']);
    expect(issues({ fields: [{ ...base, dependsOn: 'b' }, { key: 'b', label: 'B', type: 'select', dictKey: 'd', dependsOn: 'a' }] })).toEqual([
      'fields.0.dependsOn: a: cascades depend on each other in a circle', 'fields.1.dependsOn: b: cascades depend on each other in a circle',
    ]);
  });

  it('keeps a cascade inside its own level: a column depends on a column of the same row', () => {
    expect(issues({ fields: [
      { key: 'a', label: 'A', type: 'select', dictKey: 'd' },
      { key: 't', label: 'T', type: 'subtable', columns: [{ key: 'b', label: 'B', type: 'select', dictKey: 'd', dependsOn: 'a' }] },
    ] })).toEqual(["fields.1.columns.0.dependsOn: b: dependsOn must name another select or radio field in sub-table 't'"]);
  });

  it('takes children of the chosen item, and refuses any other key naming the field it depends on', () => {
    expect(check({ point: 'influent', spot: 'well', kind: 'pump', sub: ['sewagePump', 'dosingPump'] })).toEqual([]);
    expect(check({ point: 'effluent', spot: 'well' })).toEqual([{ path: 'spot', rule: 'notAChild', params: { value: 'well', other: '采样点' } }]);
    expect(check({ kind: 'blower', sub: ['turbo', 'sewagePump'] })).toEqual([{ path: 'sub', rule: 'notAChild', params: { value: 'sewagePump', other: '设备类别' } }]);
    // A top item is not its own child, and a dependent without its parent chosen is out of step.
    expect(check({ point: 'influent', spot: 'influent' })).toEqual([{ path: 'spot', rule: 'notAChild', params: { value: 'influent', other: '采样点' } }]);
    expect(check({ spot: 'well' })).toEqual([{ path: 'spot', rule: 'notAChild', params: { value: 'well', other: '采样点' } }]);
  });

  it('offers only top items in the field a cascade of the same dictionary hangs from', () => {
    expect(headsCascade(form.fields[2], form.fields)).toBe(true);
    expect(headsCascade(form.fields[0], form.fields)).toBe(false);
    expect(check({ kind: 'turbo' })).toEqual([{ path: 'kind', rule: 'notAnOption', params: { value: 'turbo' } }]);
  });

  it('checks the cells of each sub-table row against the same row', () => {
    expect(check({ rows: [{ kind: 'pump', sub: 'dosingPump' }, { kind: 'blower', sub: 'dosingPump' }] }))
      .toEqual([{ path: 'rows[1].sub', rule: 'notAChild', params: { value: 'dosingPump', other: '类别' } }]);
  });

  it('leaves cascades unchecked where the dictionary does not tell parents (the browser), and unknown keys to notAnOption', () => {
    expect(validateValues(form, { point: 'effluent', spot: 'well' }, {}, { dictionary: () => new Set(['well']) })).toEqual([]);
    expect(validateValues(form, { point: 'effluent', spot: 'well' })).toEqual([]);
    expect(check({ point: 'effluent', spot: 'lake' }).map((p) => p.rule)).toEqual(['notAnOption']);
  });

  it('empties the dependents of a changed choice, and theirs in turn, leaving the rest as they were', () => {
    const fields = [
      { key: 'province', label: '省', type: 'select', dictKey: 'area' },
      { key: 'city', label: '市', type: 'select', dictKey: 'area', dependsOn: 'province' },
      { key: 'districts', label: '区', type: 'checkbox', dictKey: 'area', dependsOn: 'city' },
      { key: 'note', label: '备注', type: 'text' },
    ] as ProcessForm['fields'];
    const before = { province: 'gd', city: 'sz', districts: ['ns', 'ft'], note: 'x' };
    expect(withDependentsCleared(fields, before, { ...before, province: 'zj' })).toEqual({ province: 'zj', city: null, districts: [], note: 'x' });
    expect(withDependentsCleared(fields, before, { ...before, city: 'gz' })).toEqual({ province: 'gd', city: 'gz', districts: [], note: 'x' });
    const same = { ...before, note: 'y' };
    expect(withDependentsCleared(fields, before, same)).toBe(same);
    // A parent and its child chosen together (a dialog filling both) keep both.
    expect(withDependentsCleared(fields, before, { ...before, province: 'zj', city: 'hz' })).toEqual({ province: 'zj', city: 'hz', districts: [], note: 'x' });
  });
});
