import type { LightMyRequestResponse } from 'fastify';
import { newId, systemClock } from '../../platform/clock.js';
import type { TestApp } from '../../test/harness.js';
import { createBoRepository } from './bo/bo.repository.js';
import { createBoService } from './bo/bo.service.js';
import { createFormModule } from './index.js';
import { createTemplateDefinitions } from './template/definitions.service.js';
import { createTemplateRepository } from './template/template.repository.js';

/** What the form tests share: sign-ins of the demo plant, calls, and the definitions services to make their own BOs and templates. */
export function formKit(t: TestApp) {
  const tokens = new Map<string, string>();
  const bos = createBoService({ repo: createBoRepository(t.db), clock: systemClock });
  const templates = createTemplateDefinitions({ repo: createTemplateRepository(t.db), bos, forms: createFormModule({ db: t.db, clock: systemClock }).forms, clock: systemClock });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | undefined, payload?: unknown, lang?: string): Promise<LightMyRequestResponse> =>
    t.call({ method, url, token, ...(payload === undefined ? {} : { payload: payload as never }), headers: lang ? { lang } : {} });
  return {
    bos, templates,
    async token(account: string): Promise<string> {
      if (!tokens.has(account)) tokens.set(account, await t.login(account, account === 'admin' ? 'Admin@2026' : 'Water@2026'));
      return tokens.get(account)!;
    },
    plantId: async () => (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'platform').executeTakeFirstOrThrow()).id,
    userId: async (account: string) => (await t.db.selectFrom('uc_user as u').innerJoin('uc_tenant as tn', 'tn.id', 'u.tenant_id').select('u.id')
      .where('tn.code', '=', 'platform').where('u.account', '=', account).executeTakeFirstOrThrow()).id,
    roleId: async (code: string) => (await t.db.selectFrom('uc_role as r').innerJoin('uc_tenant as tn', 'tn.id', 'r.tenant_id').select('r.id')
      .where('tn.code', '=', 'platform').where('r.code', '=', code).executeTakeFirstOrThrow()).id,
    get: (url: string, token?: string, lang?: string) => call('GET', url, token, undefined, lang),
    post: (url: string, token: string | undefined, payload: unknown, lang?: string) => call('POST', url, token, payload, lang),
    del: (url: string, token?: string, lang?: string) => call('DELETE', url, token, undefined, lang),
  };
}
export type FormKit = ReturnType<typeof formKit>;

/** A BO and template of the record-operation and transfer tests: a choice by inline options, one by a dictionary, a column only directors see. */
const labFields = [
  { key: 'sampleDate', label: '采样日期', type: 'date', required: true },
  { key: 'point', label: '采样点', type: 'select', options: [{ key: 'in', name: '进水' }, { key: 'out', name: '出水' }] },
  { key: 'weather', label: '天气', type: 'select', dictKey: 'test_weather' },
  { key: 'cod', label: 'COD', type: 'number', min: 0, max: 1000 },
  { key: 'note', label: '备注', type: 'text', maxLength: 40 },
  { key: 'inspector', label: '检查人', type: 'text' },
  { key: 'items', label: '仪器', type: 'subtable', columns: [{ key: 'name', label: '名称', type: 'text', required: true }] },
] as const;

export async function defineLab(t: TestApp, k: FormKit, alias: string) {
  const tenant = await k.plantId();
  const staff = await k.roleId('staff');
  const director = await k.roleId('director');
  const existing = await t.db.selectFrom('sys_data_dict').select('id').where('tenant_id', '=', tenant).where('type_key', '=', 'test_weather').executeTakeFirst();
  if (!existing) {
    await t.db.insertInto('sys_data_dict').values([
      { id: newId(), tenant_id: tenant, type_key: 'test_weather', key: 'sunny', name: '晴', parent_id: null, sn: 1 },
      { id: newId(), tenant_id: tenant, type_key: 'test_weather', key: 'rain', name: '雨', parent_id: null, sn: 2 },
    ]).execute();
  }
  await k.bos.define(tenant, null, { alias: `${alias}_bo`, name: '化验数据', fields: labFields as never });
  await k.templates.define(tenant, null, {
    alias, name: '化验数据', boAlias: `${alias}_bo`, formKey: `${alias}_bo`, pageSize: 10,
    right: [{ type: 'role', id: `${staff},${director}` }],
    displayField: [
      { name: 'sampleDate', desc: '日期' }, { name: 'point', desc: '采样点' }, { name: 'weather', desc: '天气' }, { name: 'cod', desc: 'COD(mg/L)' },
      { name: 'note', desc: '备注' }, { name: 'inspector', desc: '检查人', right: [{ type: 'role', id: director }] },
    ],
    manageField: [
      { name: 'add', desc: '新增', right: [{ type: 'role', id: staff }] },
      { name: 'edit', desc: '编辑', right: [{ type: 'role', id: staff }] },
      { name: 'export', desc: '导出', right: [{ type: 'role', id: staff }] },
      { name: 'import', desc: '导入', right: [{ type: 'role', id: staff }] },
    ],
  });
}
