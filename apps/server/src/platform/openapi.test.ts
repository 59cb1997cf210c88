import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@wp/contract';
import { fullPath, type Endpoint } from '@wp/contract';
import { createTestApp, type TestApp } from '../test/harness.js';
import { refusalsOf } from './refusals.js';

interface Operation { security?: unknown[]; requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }
interface Document { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { required?: string[] }> } }

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && typeof (v as Endpoint).path === 'string' && typeof (v as Endpoint).method === 'string' && 'reply' in v;

/** Every endpoint the contract exports, directly or in its `…Api` namespaces and their areas (`eamApi.inspection`). */
const endpointsIn = (v: unknown, depth: number): Endpoint[] =>
  isEndpoint(v) ? [v] : depth > 0 && typeof v === 'object' && v !== null ? Object.values(v).flatMap((x) => endpointsIn(x, depth - 1)) : [];
const endpoints = [...new Set(endpointsIn(contract, 3))];

/** OpenAPI writes path parameters as `{id}` where Fastify and the contract write `:id`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
let doc: Document;
/** The operations of the document, each with the contract endpoint it documents (if any). */
let operations: Array<{ path: string; method: string; op: Operation; endpoint?: Endpoint }>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  doc = (await t.call({ method: 'GET', url: '/api-docs/json' })).json();
  const byKey = new Map(endpoints.map((e) => [`${e.method.toLowerCase()} ${openApiPath(fullPath(e, t.config.hosts as never))}`, e]));
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op, endpoint: byKey.get(`${method} ${path}`) })));
});
afterAll(() => t?.close());

const statuses = (op: Operation) => Object.keys(op.responses).map(Number).sort((a, b) => a - b);

describe('the OpenAPI document (/api-docs/json)', () => {
  it('documents only contract endpoints, each at the path the client calls', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((o) => !o.endpoint).map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it('lists for each operation exactly the refusals its declared facts allow, besides 200', () => {
    const wrong = operations.flatMap(({ path, method, op, endpoint }) => {
      const expected = [200, ...refusalsOf(endpoint!)].sort((a, b) => a - b);
      return JSON.stringify(statuses(op)) === JSON.stringify(expected) ? [] : [`${method} ${path}: ${statuses(op)} instead of ${expected}`];
    });
    expect(wrong).toEqual([]);
  });

  it('keeps the facts and the list consistent: no 401 on public routes but sign-ins, no body refusals without a body, lockout and limit only where declared', () => {
    for (const { path, method, op, endpoint } of operations) {
      const listed = new Set(statuses(op));
      const where = `${method} ${path}`;
      const signIn = endpoint!.guards?.includes('signIn') ?? false;
      expect(listed.has(401), where).toBe(Boolean(op.security) || signIn);
      if (method === 'get') expect([listed.has(413), listed.has(415)], where).toEqual([false, false]);
      expect(listed.has(423), where).toBe(endpoint!.guards?.includes('lockout') ?? false);
      expect(listed.has(429), where).toBe(endpoint!.guards?.includes('rateLimit') ?? false);
      expect(listed.has(502), where).toBe(endpoint!.guards?.includes('upstream') ?? false);
    }
    const of = (p: string, m: string) => statuses(operations.find((o) => o.path === p && o.method === m)!.op);
    expect(of('/uc/auth', 'post')).toEqual([200, 400, 401, 403, 413, 415, 423, 429, 500]);
    expect(of('/health', 'get')).toEqual([200, 500]);
    expect(of('/bpm-runtime/runtime/task/v1/getTodoList', 'post')).toEqual([200, 400, 401, 403, 404, 409, 413, 415, 500]);
  });

  it('gives every refusal in the {state, message} shape, the asset system\'s in its {success, code, message} (ADR 0024)', () => {
    expect(doc.components.schemas.ErrorResult?.required).toEqual(['state', 'message']);
    expect(doc.components.schemas.EamError?.required).toEqual(['success', 'code', 'message']);
    const shapeOf = (e: Endpoint) => `#/components/schemas/${e.host === 'eam' ? 'EamError' : 'ErrorResult'}`;
    const other = operations.flatMap(({ path, method, op, endpoint }) => Object.entries(op.responses)
      .filter(([status, r]) => status !== '200' && (r.content?.['application/json']?.schema as { $ref?: string } | undefined)?.$ref !== shapeOf(endpoint!))
      .map(([status]) => `${method} ${path} ${status}`));
    expect(other).toEqual([]);
    expect(operations.filter(({ endpoint }) => endpoint!.host === 'eam').length).toBeGreaterThan(0);
  });

  it('refers only to schemas it defines, each under a name of its own (no generated schema0)', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !ref.startsWith('#/components/schemas/') || !doc.components.schemas[ref.slice('#/components/schemas/'.length)])).toEqual([]);
    expect(Object.keys(doc.components.schemas).filter((name) => /^schema\d*$/i.test(name))).toEqual([]);
  });

  it('answers a caller without a token only with a status the operation lists', async () => {
    const unlisted: string[] = [];
    for (const { path, method, op } of operations) {
      const url = path.replace(/\{(\w+)\}/g, 'x');
      const res = await t.call({ method: method.toUpperCase() as 'GET', url, ...(method === 'get' ? {} : { payload: 'x', headers: { 'content-type': 'application/x-unparsed' } }) });
      if (!(String(res.statusCode) in op.responses)) unlisted.push(`${method} ${path}: ${res.statusCode}`);
    }
    expect(unlisted).toEqual([]);
  });
});
