import type { LightMyRequestResponse } from 'fastify';
import { systemClock } from '../../platform/clock.js';
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
