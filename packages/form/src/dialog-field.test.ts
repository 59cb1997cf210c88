import { describe, expect, it } from 'vitest';
import type { ProcessForm } from './schema.js';
import { validateValues } from './values.js';
import { definitionIssues as issues } from './test-support.js';

/** 整改责任人 from the staff dialog (name into itself, mobile and department beside it); a material per purchase line. */
const form: ProcessForm = {
  fields: [
    { key: 'dept', label: '部门', type: 'text' },
    {
      key: 'responsible', label: '整改责任人', type: 'dialog', dialogAlias: 'staff', required: true,
      mappings: [{ from: 'name', to: 'responsible' }, { from: 'mobile', to: 'phone' }, { from: 'orgName', to: 'dept' }],
      conditions: [{ field: 'ORG_NAME', bind: 'dept' }],
    },
    { key: 'phone', label: '电话', type: 'text', maxLength: 20 },
    {
      key: 'items', label: '明细', type: 'subtable', columns: [
        { key: 'name', label: '物品名称', type: 'dialog', dialogAlias: 'materials', multiple: true, maxLength: 10, mappings: [{ from: 'name', to: 'name' }, { from: 'spec', to: 'spec' }] },
        { key: 'spec', label: '规格', type: 'text' },
      ],
    },
  ],
};

describe('dialog fields', () => {
  it('accepts mappings and conditions naming fields of the same level', () => {
    expect(issues(form)).toEqual([]);
  });

  it('needs an alias and at least one mapping, and refuses targets that do not take typed values', () => {
    expect(issues({ fields: [{ key: 'd', label: 'D', type: 'dialog', dialogAlias: '', mappings: [{ from: 'a', to: 'd' }] }] })[0]).toMatch(/^fields\.0\.dialogAlias: /);
    expect(issues({ fields: [{ key: 'd', label: 'D', type: 'dialog', dialogAlias: 'staff', mappings: [] }] })[0]).toMatch(/^fields\.0\.mappings: /);
    expect(issues({ fields: [{ key: 'd', label: 'D', type: 'dialog', dialogAlias: "x';drop", mappings: [{ from: 'a', to: 'd' }] }] })[0]).toMatch(/^fields\.0\.dialogAlias: letters/);
    expect(issues({ fields: [
      { key: 'd', label: 'D', type: 'dialog', dialogAlias: 'staff', mappings: [{ from: 'id', to: 'no' }, { from: 'pic', to: 'pics' }, { from: 'x', to: 'missing' }] },
      { key: 'no', label: 'No', type: 'serialNo', identityAlias: 'n' }, { key: 'pics', label: 'P', type: 'picture' },
    ] })).toEqual([
      "fields.0.mappings.0.to: d: mapping 'id' must write a text, number, date, choice or people field in the form",
      "fields.0.mappings.1.to: d: mapping 'pic' must write a text, number, date, choice or people field in the form",
      "fields.0.mappings.2.to: d: mapping 'x' must write a text, number, date, choice or people field in the form",
    ]);
  });

  it('refuses a field written by two mappings, and conditions bound to itself or to nothing', () => {
    expect(issues({ fields: [{
      key: 'd', label: 'D', type: 'dialog', dialogAlias: 'staff', mappings: [{ from: 'a', to: 'd' }, { from: 'b', to: 'd' }],
      conditions: [{ field: 'X', bind: 'd' }, { field: 'Y', bind: 'other' }],
    }] })).toEqual([
      "fields.0.mappings.1.to: d: 'd' is written by two mappings",
      "fields.0.conditions.0.bind: d: condition 'X' must be bound to another field in the form",
      "fields.0.conditions.1.bind: d: condition 'Y' must be bound to another field in the form",
    ]);
  });

  it('maps a column into the columns of its own row only', () => {
    expect(issues({ fields: [
      { key: 'top', label: 'Top', type: 'text' },
      { key: 't', label: 'T', type: 'subtable', columns: [{ key: 'd', label: 'D', type: 'dialog', dialogAlias: 'm', mappings: [{ from: 'a', to: 'top' }] }] },
    ] })).toEqual(["fields.1.columns.0.mappings.0.to: d: mapping 'a' must write a text, number, date, choice or people field in sub-table 't'"]);
  });

  it('holds text: required, a string, no longer than its maxLength (2000 by default)', () => {
    const rules = (values: Record<string, unknown>) => validateValues(form, values).map((p) => `${p.path} ${p.rule}`);
    expect(rules({ responsible: '郭辉', phone: '13800000000', items: [{ name: '紫外灯管,机械密封', spec: '320W' }] })).toEqual([]);
    expect(rules({})).toEqual(['responsible required']);
    expect(rules({ responsible: ['郭辉'] })).toEqual(['responsible text']);
    expect(rules({ responsible: 'x'.repeat(2001) })).toEqual(['responsible maxLength']);
    expect(rules({ responsible: '郭辉', items: [{ name: '聚合氯化铝,聚丙烯酰胺' }] })).toEqual(['items[0].name maxLength']);
  });
});
