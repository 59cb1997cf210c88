import { describe, expect, it } from 'vitest';
import { describeFailure, failureWords, isStateFalse } from './failure.js';
import { parseHeaderJson } from './templating.js';
import { fileNameOf } from './client.js';

describe('error catalogue', () => {
  it('401 clears the session and goes to /login, even when silenced', () => {
    expect(describeFailure({ status: 401, serverMessage: 'x' })).toEqual({ show: 'none', logout: true });
    expect(describeFailure({ status: 401, silent: true })).toEqual({ show: 'none', logout: true });
  });
  it('a 401 of sign-in itself is a wrong password: shown, no logout', () => {
    expect(describeFailure({ status: 401, serverMessage: '账号或密码错误', anonymous: true })).toEqual({ show: 'danger', key: 'error.text', text: '账号或密码错误' });
  });
  it('403 shows the reply message in red, else "you may not view this content" (never the transport\'s English)', () => {
    expect(describeFailure({ status: 403, serverMessage: '无权访问' })).toEqual({ show: 'danger', key: 'error.text', text: '无权访问' });
    expect(describeFailure({ status: 403, errorText: 'Request failed with status code 403' })).toEqual({ show: 'danger', key: 'error.forbiddenPage' });
  });
  it("500 shows the server message, but an expired JWT gives the login time-out warning", () => {
    expect(describeFailure({ status: 500, serverMessage: '系统异常' })).toMatchObject({ show: 'danger', text: '系统异常' });
    expect(describeFailure({ status: 500, serverMessage: 'JWT expired at 2026-11-22T08:00:00Z' })).toEqual({ show: 'warning', key: 'error.jwtExpired' });
    expect(describeFailure({ status: 400, serverMessage: 'JWT expired at x' })).toEqual({ show: 'warning', key: 'error.jwtExpired' });
  });
  it("a time-out ('timeout of ...') says 'login timed out'", () => {
    expect(describeFailure({ errorText: 'timeout of 100000ms exceeded' })).toEqual({ show: 'danger', key: 'error.loginTimeout' });
  });
  it('a network failure (offline, aborted, a gateway that cannot reach the server) says network error; silenced failures show nothing', () => {
    expect(describeFailure({})).toEqual({ show: 'danger', key: 'error.network' });
    expect(describeFailure({ errorText: 'Network Error' })).toEqual({ show: 'danger', key: 'error.network' });
    for (const status of [502, 503, 504]) expect(failureWords({ status, errorText: `Request failed with status code ${status}` })).toEqual({ key: 'error.network' });
    expect(describeFailure({ status: 400, serverMessage: 'x', silent: true })).toEqual({ show: 'none' });
  });
  it('no answer while the device is offline: said as offline, shown by the screen, told only for a tapped action', () => {
    expect(failureWords({ errorText: 'Network Error', offline: true })).toEqual({ key: 'error.offline' });
    expect(failureWords({ status: 503, offline: true })).toEqual({ key: 'error.offline' });
    expect(describeFailure({ errorText: 'Network Error', offline: true })).toEqual({ show: 'none' });
    expect(describeFailure({ errorText: 'Network Error', offline: true, action: true })).toEqual({ show: 'warning', key: 'error.offline' });
    // A server that answered did answer: its words, whatever the browser believes.
    expect(describeFailure({ status: 500, serverMessage: '系统异常', offline: true })).toMatchObject({ show: 'danger', text: '系统异常' });
    expect(describeFailure({ status: 401, offline: true })).toEqual({ show: 'none', logout: true });
  });
  it('a 5xx without a message says the system has gone wrong; other statuses without one, the operation failed', () => {
    expect(failureWords({ status: 500, errorText: 'Request failed with status code 500' })).toEqual({ key: 'systemError' });
    expect(failureWords({ status: 404, errorText: 'Request failed with status code 404' })).toEqual({ key: 'error.unknown' });
    expect(failureWords({ status: 200, serverMessage: '' })).toEqual({ key: 'error.unknown' });
  });
  it("a request schema's refusal (field paths) is 'the request is not valid'; the server's own sentences pass", () => {
    for (const text of ['querystring.shortUrl: Too small: expected string to have >=1 characters', 'body.data.amount: 不能为空; body.subject: 至少1个字符', 'params: 值不符合要求']) {
      expect(failureWords({ status: 400, serverMessage: text })).toEqual({ key: 'error.badRequest' });
    }
    expect(failureWords({ status: 409, serverMessage: '该任务已被处理或已不存在，请刷新后重试' })).toEqual({ key: 'error.text', text: '该任务已被处理或已不存在，请刷新后重试' });
    expect(failureWords({ status: 400, serverMessage: 'data.amount: 采购金额不能为空; data.items[0].qty: 数量应为数字' }))
      .toEqual({ key: 'error.text', text: '采购金额不能为空; 数量应为数字' });
  });
  it('recognises a state:false reply', () => {
    expect(isStateFalse({ state: false, message: 'm' })).toBe(true);
    expect(isStateFalse({ state: true })).toBe(false);
    expect(isStateFalse(null)).toBe(false);
  });
});

describe('header JSON and URL placeholders', () => {
  it('parses a header given as JSON text, and refuses anything else with the spec message', () => {
    expect(parseHeaderJson('{"a":"1"}')).toEqual({ a: '1' });
    expect(parseHeaderJson({ b: '2' })).toEqual({ b: '2' });
    expect(parseHeaderJson('')).toEqual({});
    expect(() => parseHeaderJson('{a:1}')).toThrow('The request header is not valid JSON format');
    expect(() => parseHeaderJson('[1]')).toThrow('The request header is not valid JSON format');
  });
});

describe('download file names', () => {
  it('prefers the UTF-8 name of the Content-Disposition header', () => {
    expect(fileNameOf(`attachment; filename="___.xlsx"; filename*=UTF-8''${encodeURIComponent('设备台账.xlsx')}`)).toBe('设备台账.xlsx');
    expect(fileNameOf('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(fileNameOf('inline')).toBeUndefined();
  });
});
