import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createDefinitionsRepository } from './definitions.repository.js';
import { createDefinitionsService, type DefinitionsService } from './definitions.service.js';
import { systemClock } from '../../platform/clock.js';
import { createFormModule } from '../form/index.js';
import { createOrgDirectoryProvider } from '../uc/org-directory.js';
import { createUcRepository } from '../uc/uc.repository.js';

const fixtures = path.resolve(import.meta.dirname, '../../../../../packages/engine/fixtures');
const xml = fs.readFileSync(path.join(fixtures, 'purchase.bpmn'), 'utf8');
const settings = JSON.parse(fs.readFileSync(path.join(fixtures, 'purchase.settings.json'), 'utf8'));

let t: TestApp;
let definitions: DefinitionsService;
let organisation: ReturnType<typeof createOrgDirectoryProvider>;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  organisation = createOrgDirectoryProvider(createUcRepository(t.db));
  definitions = createDefinitionsService({ repo: createDefinitionsRepository(t.db), organisation, clock: { now: () => new Date() }, forms: createFormModule({ db: t.db, clock: systemClock }).forms });
  tenantId = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'platform').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe('definitions', () => {
  it('deploys versions of a key; the newest is the main one and each compiles for the engine', async () => {
    const v1 = await definitions.deploy(tenantId, null, { key: 'purchaseCopy', name: '采购申请', xml, settings });
    const v2 = await definitions.deploy(tenantId, null, { key: 'purchaseCopy', name: '采购申请', xml, settings });
    expect([v1.version, v2.version]).toEqual([1, 2]);
    const main = await definitions.loadMain(tenantId, 'purchaseCopy');
    expect(main.row.id).toBe(v2.id);
    expect(Object.keys(main.def.model.nodes)).toEqual(expect.arrayContaining(['start', 'deptHead', 'amountGateway', 'director', 'end']));
    const old = await definitions.load(tenantId, v1.id);
    expect([old.row.version, old.row.is_main]).toEqual([1, 0]);
  });

  it('refuses a model with problems, naming them, and stores nothing', async () => {
    const broken = xml.replace('<bpmn:startEvent id="start" name="提交采购申请" />', '');
    await expect(definitions.deploy(tenantId, null, { key: 'broken', name: 'x', xml: broken, settings }))
      .rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/^bpmn: .*start/i) });
    expect(await t.db.selectFrom('bpm_definition').select('id').where('def_key', '=', 'broken').execute()).toEqual([]);
  });

  it('refuses assignee references the organisation does not have', async () => {
    const bad = { nodes: { ...settings.nodes, director: { assignees: [{ type: 'post', codes: ['noSuchPost'] }] } } };
    await expect(definitions.deploy(tenantId, null, { key: 'purchase2', name: 'x', xml, settings: bad }))
      .rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('noSuchPost') });
  });

  it('keeps loading a stored version after the people it names have left', async () => {
    const user = await t.db.selectFrom('uc_user').select('id').where('tenant_id', '=', tenantId).where('account', '=', 'luobin').executeTakeFirstOrThrow();
    const only = { nodes: { ...settings.nodes, director: { assignees: [{ type: 'user', ids: [user.id] }] } } };
    const { id } = await definitions.deploy(tenantId, null, { key: 'purchaseByLuobin', name: 'x', xml, settings: only });
    await t.db.updateTable('uc_user').set({ status: 0 }).where('id', '=', user.id).execute();
    organisation.invalidate(tenantId);
    await expect(definitions.deploy(tenantId, null, { key: 'purchaseByLuobin', name: 'x', xml, settings: only }))
      .rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining(user.id) });
    const loaded = await definitions.load(tenantId, id);
    expect(loaded.def.settings.nodes.director.assignees).toEqual([{ type: 'user', ids: [user.id] }]);
    await t.db.updateTable('uc_user').set({ status: 1 }).where('id', '=', user.id).execute();
  });
});
