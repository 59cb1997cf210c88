import { describe, expect, it, vi } from 'vitest';
import '../../i18n/index.js';
import { CallError } from '../../lib/http/client.js';
import { formProblem, problemOfFailure, reportFormProblem, serverFieldErrors } from './form-save.js';

vi.mock('../../lib/notify.js', () => ({ notify: { success: vi.fn(), danger: vi.fn(), warning: vi.fn() }, SUCCESS_TOAST_MS: 1500 }));
const { notify } = await import('../../lib/notify.js');

const form = { fields: [{ key: 'amount', label: '采购金额', type: 'money' as const }, { key: 'items', label: '采购明细', type: 'text' as const }] };

describe('form-data save problems (spec 000 section 8)', () => {
  it('1: no form at all; 2: a form that did not load or has no fields; 3: failing fields; none when it passes', () => {
    expect(formProblem({ form: null })).toEqual({ code: 1 });
    expect(formProblem({ form: null, formKey: 'purchaseForm' })).toEqual({ code: 2 });
    expect(formProblem({ form: undefined, loadFailed: true })).toEqual({ code: 2 });
    expect(formProblem({ form: { fields: [] } })).toEqual({ code: 2 });
    const errors = [{ field: 'amount', label: '采购金额', message: '不能为空' }];
    expect(formProblem({ form, check: { ok: false, errors, message: '采购金额：不能为空' } })).toEqual({ code: 3, message: '采购金额：不能为空', errors });
    expect(formProblem({ form, check: { ok: true, errors: [], message: '' } })).toBeNull();
  });

  it("maps the server's 400 about form fields to code 3 with the field list; other refusals are not form problems", () => {
    expect(serverFieldErrors('data.amount: is required (采购金额); body.data.items[0].qty: must be a number', form)).toEqual([
      { field: 'amount', label: '采购金额', message: 'is required (采购金额)' },
      { field: 'items[0].qty', label: '采购明细', message: 'must be a number' },
    ]);
    expect(serverFieldErrors('taskId: too long', form)).toBeNull();
    const refusal = (message: string, status: number) => new CallError('请求参数有误，请检查后重试', status, { state: false, message });
    const p = problemOfFailure(refusal('data.amount: is required (采购金额)', 400), form);
    expect(p).toMatchObject({ code: 3, message: '采购金额：is required (采购金额)' });
    expect(problemOfFailure(refusal('data.amount: x', 409), form)).toBeNull();
    expect(problemOfFailure(new Error('x'), form)).toBeNull();
  });

  it('tells each code as written: fixed texts, the field list, ask-and-continue for 6, silence for 7, the reason otherwise', async () => {
    const confirm = vi.fn(async () => true);
    expect(await reportFormProblem({ code: 1 }, confirm)).toBe(false);
    expect(notify.danger).toHaveBeenLastCalledWith('未找到在线表单或URL表单');
    expect(await reportFormProblem({ code: 2 }, confirm)).toBe(false);
    expect(notify.danger).toHaveBeenLastCalledWith('使用了在线表单，但表单为空或加载失败');
    expect(await reportFormProblem({ code: 3, message: '采购金额：不能为空' }, confirm)).toBe(false);
    expect(notify.warning).toHaveBeenLastCalledWith('采购金额：不能为空');
    expect(await reportFormProblem({ code: 5 }, confirm)).toBe(false);
    expect(notify.danger).toHaveBeenLastCalledWith('URL表单业务数据处理超时');
    expect(await reportFormProblem({ code: 6 }, confirm)).toBe(true);
    expect(confirm).toHaveBeenCalledWith('URL表单页面未正确处理数据，是否仍要启动流程？');
    expect(await reportFormProblem({ code: 6 }, async () => false)).toBe(false);
    const calls = vi.mocked(notify.danger).mock.calls.length + vi.mocked(notify.warning).mock.calls.length;
    expect(await reportFormProblem({ code: 7 }, confirm)).toBe(false);
    expect(vi.mocked(notify.danger).mock.calls.length + vi.mocked(notify.warning).mock.calls.length).toBe(calls);
    await reportFormProblem({ code: 9, message: '表单服务不可用' }, confirm);
    expect(notify.danger).toHaveBeenLastCalledWith('发生意外错误：表单服务不可用');
  });
});
