import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors.js';
import { checkExpression, evaluateCondition, isDecidable } from './expressions.js';

describe('flow conditions', () => {
  it('evaluates comparisons, logic, membership and nested variables', () => {
    expect(evaluateCondition('days > 3', { days: 5 })).toBe(true);
    expect(evaluateCondition('days > 3', { days: 2 })).toBe(false);
    expect(evaluateCondition("'travel' in types && total >= 100", { types: ['travel'], total: 100 })).toBe(true);
    expect(evaluateCondition("_outcome.countersign == 'pass'", { _outcome: { countersign: 'pass' } })).toBe(true);
  });

  it('treats a missing variable as not holding rather than failing', () => {
    expect(evaluateCondition('amount > 50000', {})).toBe(false);
  });

  it('refuses syntax errors and any function or transform call at deploy time', () => {
    expect(checkExpression('amount >')).toMatch(/Unexpected end/);
    expect(checkExpression("exit('now')")).toMatch(/function 'exit' is not available/);
    expect(checkExpression('name|upper')).toMatch(/transform 'upper' is not available/);
    expect(checkExpression('  ')).toBe('the expression is empty');
    expect(checkExpression('amount > 50000')).toBeNull();
  });

  it('cannot reach JavaScript internals through member access', () => {
    expect(checkExpression('amount.constructor')).not.toBeNull();
    expect(checkExpression('amount.__proto__')).not.toBeNull();
    expect(() => evaluateCondition('amount.constructor', { amount: 1 })).toThrow(EngineError);
  });

  it('reports a run-time failure as a BAD_EXPRESSION EngineError', () => {
    try {
      evaluateCondition('a >', {});
      expect.unreachable();
    } catch (error) {
      expect((error as EngineError).code).toBe('BAD_EXPRESSION');
    }
  });

  it('knows whether the variables a condition reads are set yet', () => {
    expect(isDecidable('days > 3', { days: 1 })).toBe(true);
    expect(isDecidable('days > 3', {})).toBe(false);
    expect(isDecidable("_outcome.countersign == 'pass'", { _outcome: {} })).toBe(false);
    expect(isDecidable("_outcome.countersign == 'pass'", { _outcome: { countersign: 'notPass' } })).toBe(true);
  });
});
