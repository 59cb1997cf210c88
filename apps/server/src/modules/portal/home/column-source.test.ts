import { describe, expect, it } from 'vitest';
import { fillPlaceholders, parseAllowedHosts, planColumnRequest, type ColumnSource } from './column-source.js';

const ctx = { account: 'zhang min&co', userId: 'u1' };
const self = '/portal/portal/sysIndexColumn/sysIndexColumn/v1/getColumnData';
const source = (s: Partial<ColumnSource>): ColumnSource => ({ dataFrom: '/x', dataParam: null, requestType: 'GET', needPage: false, pageSize: 10, ...s });
const plan = (s: Partial<ColumnSource>, hosts = '', paging?: { page: number; pageSize: number }) =>
  planColumnRequest(source(s), ctx, { allowedHosts: parseAllowedHosts(hosts), paging, selfPath: self });
/** The 400 refusal an AppError with this portal message key (and these values) carries. */
const refusal = (key: string, vars?: Record<string, string>) =>
  expect.objectContaining({ statusCode: 400, key: `portal.${key}`, ...(vars ? { vars } : {}) });

describe('fillPlaceholders', () => {
  it('fills account and userId, encoding when asked, and names an unknown placeholder', () => {
    expect(fillPlaceholders('/a/{account}?u={userId}', ctx, encodeURIComponent)).toBe('/a/zhang%20min%26co?u=u1');
    expect(fillPlaceholders('{account}', ctx)).toBe('zhang min&co');
    expect(() => fillPlaceholders('{tenantId}', ctx)).toThrow(refusal('column.undefinedPlaceholder', { placeholder: '{tenantId}' }));
    // Not a placeholder: braces around something other than a word.
    expect(fillPlaceholders('{"a": 1}', ctx)).toBe('{"a": 1}');
  });
});

describe('planColumnRequest', () => {
  it('sends relative paths to this server, keeping their query and adding GET parameters and paging', () => {
    expect(plan({ dataFrom: '/portal/x?isPublic=true', dataParam: 'who={account}', needPage: true, pageSize: 4 })).toEqual({
      target: 'internal', method: 'GET', url: '/portal/x?isPublic=true&who=zhang+min%26co&page=1&pageSize=4', body: undefined,
    });
  });

  it('fills a POST template value by value, so values cannot break the JSON', () => {
    const p = plan({ requestType: 'POST', dataParam: '{"q":"{account}","pageBean":{"page":9}}', needPage: true }, '', { page: 2, pageSize: 3 });
    expect(p.body).toEqual({ q: 'zhang min&co', pageBean: { page: 2, pageSize: 3, showTotal: true } });
    expect(plan({ requestType: 'POST', dataParam: null }).body).toEqual({});
    expect(() => plan({ requestType: 'POST', dataParam: "{'q': 1}" })).toThrow(refusal('column.badPostParams'));
  });

  it('allows a host entry for every port, a host:port entry for that port only, case-insensitively', () => {
    expect(plan({ dataFrom: 'https://Intranet.Example:8443/a' }, 'intranet.example').target).toBe('external');
    expect(plan({ dataFrom: 'http://10.0.0.5:8080/a' }, '10.0.0.5:8080').target).toBe('external');
    expect(() => plan({ dataFrom: 'http://10.0.0.5:9090/a' }, '10.0.0.5:8080')).toThrow(refusal('column.hostNotAllowed'));
    expect(() => plan({ dataFrom: 'http://intranet.example.evil.com/a' }, 'intranet.example')).toThrow(refusal('column.hostNotAllowed'));
  });

  it('refuses other schemes, credentials in URLs, protocol-relative and backslash paths, and itself', () => {
    expect(() => plan({ dataFrom: 'ftp://intranet.example/a' }, 'intranet.example')).toThrow(refusal('column.badUrl'));
    expect(() => plan({ dataFrom: 'http://u:p@intranet.example/a' }, 'intranet.example')).toThrow(refusal('column.badUrl'));
    expect(() => plan({ dataFrom: '//intranet.example/a' }, 'intranet.example')).toThrow(refusal('column.badUrl'));
    expect(() => plan({ dataFrom: '/\\evil.example/a' })).toThrow(refusal('column.badUrl'));
    expect(() => plan({ dataFrom: `${self}?alias=x` })).toThrow(refusal('column.recursive'));
    expect(() => plan({ dataFrom: '/portal/../portal/portal/sysIndexColumn/sysIndexColumn/v1/getColumnData' })).toThrow(refusal('column.recursive'));
  });
});
