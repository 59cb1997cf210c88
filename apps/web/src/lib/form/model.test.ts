import { describe, expect, it } from 'vitest';
import { isEmptyValue, withComputed } from './model.js';
import { purchaseForm } from './test-form.js';

describe('withComputed', () => {
  it('works out computed columns of each row, then the totals over them', () => {
    const values = withComputed(purchaseForm, { items: [{ count: 2, price: 3000.5 }, { count: 3, price: 0.1 }, { name: 'x' }] });
    expect((values.items as Array<Record<string, unknown>>).map((r) => r.subtotal)).toEqual([6001, 0.3, 0]);
    expect(values.total).toBe(6001.3);
  });

  it('computes a field that reads another computed field, whatever their order', () => {
    const form = {
      fields: [
        { key: 'gross', label: '含税', type: 'computed' as const, expression: 'net * 1.13' },
        { key: 'net', label: '不含税', type: 'computed' as const, expression: 'a + b' },
        { key: 'a', label: 'a', type: 'number' as const },
        { key: 'b', label: 'b', type: 'number' as const },
      ],
    };
    expect(withComputed(form, { a: 60, b: 40 })).toMatchObject({ net: 100, gross: 113 });
  });

  it('totals an empty sub-table as 0', () => {
    expect(withComputed(purchaseForm, {}).total).toBe(0);
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
