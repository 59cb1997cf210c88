import { describe, expect, it } from 'vitest';
import { formFieldKeys, processForm } from './schema.js';
import { evaluateExpression, expressionRefs, parseExpression } from './expression.js';
import { definitionIssues as issues } from './test-support.js';

describe('processForm', () => {
  it('accepts every field type with its own options', () => {
    const form = {
      fields: [
        { key: 'title', label: '标题', type: 'text', required: true, maxLength: 50 },
        { key: 'body', label: '正文', type: 'textarea' },
        { key: 'qty', label: '数量', type: 'number', min: 1, max: 9, precision: 0, unit: '个' },
        { key: 'price', label: '单价', type: 'money', min: 0 },
        { key: 'day', label: '日期', type: 'date' }, { key: 'at', label: '时间', type: 'time' }, { key: 'when', label: '时刻', type: 'datetime' },
        { key: 'kind', label: '类型', type: 'select', dictKey: 'leaveType' },
        { key: 'level', label: '等级', type: 'radio', options: [{ key: '1', name: '一级' }] },
        { key: 'tags', label: '标签', type: 'checkbox', dictKey: 'expenseType' },
        { key: 'urgent', label: '加急', type: 'switch' },
        { key: 'who', label: '人员', type: 'user', multiple: true }, { key: 'dept', label: '部门', type: 'org' },
        { key: 'files', label: '附件', type: 'attachment', maxCount: 3 }, { key: 'pics', label: '照片', type: 'picture', maxCount: 10 },
        { key: 'no', label: '编号', type: 'serialNo', identityAlias: 'purchaseNo' },
        { key: 'total', label: '合计', type: 'computed', expression: 'qty * price + sum(rows.cost)' },
        { key: 'rows', label: '明细', type: 'subtable', columns: [{ key: 'cost', label: '金额', type: 'money' }, { key: 'twice', label: '双倍', type: 'computed', expression: 'cost * 2' }] },
      ],
    };
    expect(issues(form)).toEqual([]);
    expect(formFieldKeys(processForm.parse(form))).toHaveLength(18);
  });

  it('refuses unknown types, bad keys, empty labels and an empty list, naming the place', () => {
    expect(issues({ fields: [] })[0]).toMatch(/^fields: /);
    expect(issues({ fields: [{ key: 'a', label: 'A', type: 'rich' }] })[0]).toMatch(/^fields\.0\.type: /);
    expect(issues({ fields: [{ key: '1a', label: 'A', type: 'text' }] })[0]).toMatch(/^fields\.0\.key: must be a letter/);
    expect(issues({ fields: [{ key: 'a', label: ' ', type: 'text' }] })[0]).toMatch(/^fields\.0\.label: /);
    expect(issues({ fields: [{ key: 'a', label: 'A', type: 'serialNo' }] })[0]).toMatch(/^fields\.0\.identityAlias: /);
    expect(issues({ fields: [{ key: 'a', label: 'A', type: 'picture', maxCount: 11 }] })[0]).toMatch(/^fields\.0\.maxCount: /);
  });

  it('refuses duplicate keys per level, but allows a column to share a top-level key', () => {
    expect(issues({ fields: [{ key: 'a', label: 'A', type: 'text' }, { key: 'a', label: 'B', type: 'text' }] }))
      .toEqual(["fields.1.key: duplicate field key 'a' in the form"]);
    expect(issues({ fields: [{ key: 'a', label: 'A', type: 'text' }, { key: 't', label: 'T', type: 'subtable', columns: [{ key: 'a', label: 'A', type: 'text' }, { key: 'a', label: 'A', type: 'date' }] }] }))
      .toEqual(["fields.1.columns.1.key: duplicate field key 'a' in sub-table 't'"]);
  });

  it('needs exactly one source of choices, and min not above max', () => {
    expect(issues({ fields: [{ key: 'k', label: 'K', type: 'select' }] })).toEqual(['fields.0: k: give either dictKey or options']);
    expect(issues({ fields: [{ key: 'k', label: 'K', type: 'radio', dictKey: 'x', options: [{ key: 'a', name: 'A' }] }] })).toEqual(['fields.0: k: give either dictKey or options']);
    expect(issues({ fields: [{ key: 'n', label: 'N', type: 'number', min: 5, max: 1 }] })).toEqual(['fields.0: n: min is greater than max']);
  });

  it('checks computed expressions: syntax, numeric fields of the same level, sub-table sums, no circles', () => {
    const num = { key: 'n', label: 'N', type: 'number' };
    const txt = { key: 's', label: 'S', type: 'text' };
    const rows = { key: 'rows', label: 'R', type: 'subtable', columns: [{ key: 'c', label: 'C', type: 'money' }, { key: 'd', label: 'D', type: 'text' }] };
    const computed = (expression: string, key = 'x') => ({ key, label: 'X', type: 'computed', expression });
    expect(issues({ fields: [num, computed('n * (2 + n')] })).toEqual(["fields.1.expression: x: ')' expected at the end"]);
    expect(issues({ fields: [num, txt, computed('n + s')] })).toEqual(["fields.2.expression: x: 's' is not a number, money or computed field here"]);
    expect(issues({ fields: [num, computed('n + ghost')] })).toEqual(["fields.1.expression: x: 'ghost' is not a number, money or computed field here"]);
    expect(issues({ fields: [rows, computed('sum(rows.c)')] })).toEqual([]);
    expect(issues({ fields: [rows, computed('sum(rows.d)')] })).toEqual(['fields.1.expression: x: sum(rows.d): not a number column of a sub-table']);
    expect(issues({ fields: [rows, computed('c * 2')] })).toEqual(["fields.1.expression: x: 'c' is not a number, money or computed field here"]);
    expect(issues({ fields: [computed('y + 1', 'x'), computed('x + 1', 'y')] })).toHaveLength(2);
    expect(issues({ fields: [computed('x + 1', 'x')] })).toEqual(expect.arrayContaining(["fields.0.expression: x: 'x' is not a number, money or computed field here"]));
    const day = (key: string) => ({ key, label: key, type: 'date' });
    expect(issues({ fields: [day('a'), day('b'), computed('workdays(a, b)')] })).toEqual([]);
    expect(issues({ fields: [day('a'), num, computed('workdays(a, n)')] })).toEqual(["fields.2.expression: x: workdays: 'n' is not a date field here"]);
  });

  it('checks date rules and declared variables', () => {
    const start = { key: 'a', label: 'A', type: 'date' };
    expect(issues({ fields: [start, { key: 'b', label: 'B', type: 'date', notBefore: 'a' }] })).toEqual([]);
    expect(issues({ fields: [start, { key: 'b', label: 'B', type: 'date', notBefore: 'zz' }] })).toEqual(['fields.1.notBefore: b: notBefore must name another date field in the form']);
    expect(issues({ fields: [{ key: 'a', label: 'A', type: 'date', min: '2026-12-01', max: '2026-01-01' }] })).toEqual(['fields.0: a: min is greater than max']);
    expect(issues({ fields: [start], variables: ['amountLimit'] })).toEqual([]);
    expect(issues({ fields: [start], variables: ['a'] })).toEqual(["variables: 'a' is a field already"]);
  });
});

describe('computed expressions', () => {
  it('parse with precedence and report what they read', () => {
    const e = parseExpression('a + b * -(c - 2) + sum(items.sub)');
    expect(expressionRefs(e)).toEqual({ keys: ['a', 'b', 'c'], sums: [{ table: 'items', column: 'sub' }], dates: [] });
    expect(expressionRefs(parseExpression('workdays(startDate, endDate) - 1')).dates).toEqual(['startDate', 'endDate']);
  });

  it('count working days between two dates, both included, by the calendar given', () => {
    // 2026-11-20 is a Friday: Friday to Monday is two working days.
    const values = { startDate: '2026-11-20', endDate: '2026-11-23', bad: '2026-02-30' };
    expect(evaluateExpression('workdays(startDate, endDate)', values)).toBe(2);
    expect(evaluateExpression('workdays(endDate, startDate)', values)).toBe(0);
    expect(evaluateExpression('workdays(startDate, bad)', values)).toBe(0);
    expect(evaluateExpression('workdays(startDate, endDate)', values, 0, () => 7)).toBe(7);
    expect(() => parseExpression('workdays(a)')).toThrow(SyntaxError);
  });

  it('refuse anything but arithmetic', () => {
    for (const bad of ['', 'a +', 'a b', 'alert(1)', 'a; b', 'a ** 2', 'sum(items)', 'sum(a.b', '"x"', 'a.b']) {
      expect(() => parseExpression(bad), bad).toThrow(SyntaxError);
    }
  });

  it('evaluate over form values: missing values count 0, division by zero gives 0, results are rounded', () => {
    const values = { qty: 3, unitPrice: '12.5', items: [{ sub: 10 }, { sub: '2.255' }, { sub: null }, null], empty: '' };
    expect(evaluateExpression('qty * unitPrice', values)).toBe(37.5);
    expect(evaluateExpression('sum(items.sub)', values)).toBe(12.26);
    expect(evaluateExpression('qty / empty + missing', values)).toBe(0);
    expect(evaluateExpression('(qty + 1) * 2 - -1', values, 0)).toBe(9);
    expect(evaluateExpression('10 / 3', {}, 4)).toBe(3.3333);
    expect(evaluateExpression('sum(nothing.x)', values)).toBe(0);
  });
});
