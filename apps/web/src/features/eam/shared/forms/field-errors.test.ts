import { describe, expect, it } from 'vitest';
import { CallError } from '../../../../lib/http/client.js';
import { fieldErrorsOf, failureText } from './field-errors.js';

const refusal = (status: number, message: string) => new CallError(message, status, { success: false, code: 'invalid', message });
const fields = { content: 'content', pictureIds: 'photos', parts: 'parts' };

describe('a refusal on the fields it names', () => {
  it('maps each named field to the form\'s, keeping only the rule, whether validation (body.) or a rule of the service', () => {
    expect(fieldErrorsOf(refusal(400, 'body.content: 至少 4 个字; pictureIds: 文件类型应为 JPEG、PNG 或 WebP'), fields)).toEqual([
      { name: 'content', errors: ['至少 4 个字'] },
      { name: 'photos', errors: ['文件类型应为 JPEG、PNG 或 WebP'] },
    ]);
    expect(fieldErrorsOf(refusal(400, 'body.parts.0.qty: 应大于 0'), fields)).toEqual([{ name: 'parts', errors: ['应大于 0'] }]);
    expect(fieldErrorsOf(refusal(409, 'content: 已存在'), fields)).toEqual([{ name: 'content', errors: ['已存在'] }]);
  });

  it('is null for a refusal that names no field of the form, for other statuses and for other errors', () => {
    expect(fieldErrorsOf(refusal(400, 'assetId: 资产不存在'), fields)).toBeNull();
    expect(fieldErrorsOf(refusal(400, '表单数据无法读取'), fields)).toBeNull();
    expect(fieldErrorsOf(refusal(403, 'content: 无权'), fields)).toBeNull();
    expect(fieldErrorsOf(new Error('content: x'), fields)).toBeNull();
  });

  it('says nothing for a cancelled call', () => {
    expect(failureText(new CallError('cancelled', undefined, undefined, true))).toBeNull();
    expect(failureText(refusal(409, '该报修单已派单'))).toBe('该报修单已派单');
  });
});
