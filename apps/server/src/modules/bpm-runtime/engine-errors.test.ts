import { EngineError } from '@wp/engine';
import { describe, expect, it } from 'vitest';
import { t } from '../../platform/messages.js';
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
    expect(said(new EngineError('NOT_ALLOWED', "'delegate' is not available on this task"))).toEqual([403, '当前节点未开放此操作（delegate）']);
    expect(said(new EngineError('NOT_ALLOWED', 'Waiting for the inquiry or add-sign replies on this task'), 'en-US')).toEqual([403, 'Waiting for the inquiry or add-sign replies on this task']);
    expect(said(new EngineError('NOT_ALLOWED', 'something new'))).toEqual([403, '当前任务不允许此操作：something new']);
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
