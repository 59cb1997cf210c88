import { EngineError } from '@wp/engine';
import { describe, expect, it } from 'vitest';
import { t } from '../../../platform/messages.js';
import { engineCall, fromEngineError } from './engine-errors.js';

const said = (e: EngineError, lang: 'zh-CN' | 'en-US' = 'zh-CN') => {
  const err = fromEngineError(e);
  return [err.statusCode, err.key ? t(lang, err.key, err.vars) : err.message];
};

describe('engine refusals as client errors', () => {
  it('maps each code to its status', () => {
    expect(said(new EngineError('TASK_NOT_FOUND', 'gone'))[0]).toBe(409);
    expect(said(new EngineError('NOT_ASSIGNEE', 'x'))[0]).toBe(403);
    expect(said(new EngineError('LOCKED_BY_OTHER', 'x'))[0]).toBe(403);
    expect(said(new EngineError('OPINION_REQUIRED', 'x'))[0]).toBe(400);
    expect(said(new EngineError('BAD_TARGET', 'x'))[0]).toBe(400);
    expect(said(new EngineError('BAD_COMMAND', 'x'))[0]).toBe(400);
    expect(said(new EngineError('INSTANCE_ENDED', 'x'))[0]).toBe(409);
  });

  it('says why in the caller language, recognising the specific refusals', () => {
    expect(said(new EngineError('NOT_ALLOWED', "'delegate' is not available on this task"))).toEqual([403, '当前节点未开放此操作']);
    expect(said(new EngineError('NOT_ALLOWED', 'Waiting for the inquiry or add-sign replies on this task'), 'en-US')).toEqual([403, 'Waiting for the inquiry or add-sign replies on this task']);
    expect(said(new EngineError('NOT_ALLOWED', 'something new'))).toEqual([403, '当前任务不允许此操作']);
    expect(said(new EngineError('NOT_ALLOWED', 'something new'), 'en-US')).toEqual([403, 'This action is not available on the task: something new']);
  });

  // The engine's sentences that reached Chinese toasts in English, each with the words a Chinese reader gets.
  const refusals: Array<[EngineError, string, RegExp]> = [
    [new EngineError('NO_ASSIGNEE', 'Nobody can be found to handle 部门审批: its assignee rules name no existing user'), '找不到「部门审批」的处理人，请联系管理员', /^Nobody can be found to handle "部门审批"/],
    [new EngineError('UNKNOWN_USER', 'Unknown user: u_gone'), '用户不存在或已停用：u_gone', /^Unknown or inactive user: u_gone$/],
    [new EngineError('UNKNOWN_USER', 'Unknown user(s): u_a, u_b'), '用户不存在或已停用：u_a, u_b', /^Unknown or inactive user/],
    [new EngineError('NO_PATH', "No condition of exclusive gateway 'Gateway_1' (金额判断) holds and it has no default flow"), '流程无法继续：「金额判断」没有满足条件的分支，请联系管理员', /no branch of "金额判断" applies/],
    [new EngineError('NO_PATH', "Parallel join 'j1' waits for branches that can no longer arrive; the model joins exclusive branches with a parallel gateway"), '流程无法继续，请联系管理员', /^The process cannot go on; contact the administrator: Parallel join/],
    [new EngineError('LOOP', 'The flow keeps moving without reaching a task; check the skip rules and loops of the model'), '流程无法继续，请联系管理员', /^The process cannot go on/],
    [new EngineError('BAD_COMMAND', 'Already an approver on this node: u_1'), '所选人员已是该节点的审批人：u_1', /^Already an approver on this node: u_1$/],
    [new EngineError('BAD_COMMAND', 'Transfer the task to someone else'), '请选择除自己以外的人员', /^Choose at least one other person$/],
    [new EngineError('BAD_TARGET', "Node 'x' is not an earlier step this task can be sent back to"), '不能驳回到该节点', /^The case cannot be sent back there/],
    [new EngineError('NOT_ALLOWED', 'No inquiry is still waiting for a reply'), '没有等待回复的征询', /^No inquiry is still waiting for a reply$/],
    [new EngineError('NOT_ALLOWED', 'No added approver is still waiting to answer'), '没有等待回复的加签人员', /^No added approver is still waiting to answer$/],
  ];
  it.each(refusals)('says %s in Chinese without an English sentence, and in English to English readers', (e, zh, en) => {
    const chinese = said(e)[1] as string;
    expect(chinese).toBe(zh);
    expect(chinese).not.toMatch(/[A-Za-z]{2,}\s+[A-Za-z]{2,}/);
    expect(said(e, 'en-US')[1]).toMatch(en);
  });

  it('gives revoke refusals their reason: rights are 403, the state 409', () => {
    expect(said(new EngineError('CANNOT_REVOKE', 'Only the starter can revoke the instance'))).toEqual([403, '无法撤回：只有发起人可以撤回']);
    expect(said(new EngineError('CANNOT_REVOKE', 'The next node has already acted on it'))).toEqual([409, '无法撤回：下一节点已处理']);
    expect(said(new EngineError('CANNOT_REVOKE', 'The instance has already ended'), 'en-US')).toEqual([409, 'Cannot revoke: the instance has already ended']);
  });

  it('passes other errors through untouched', () => {
    const boom = new Error('boom');
    expect(() => engineCall(() => { throw boom; })).toThrow(boom);
    expect(engineCall(() => 42)).toBe(42);
  });
});
