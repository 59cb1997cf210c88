import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { down, up } from './007_forms.js';

/** Migration 007 over the two tables it reads, as they stand before it (only the columns it touches). */
let db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the tables as they were, not today's schema

async function before() {
  db = new Kysely({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) });
  await db.schema.createTable('bpm_definition').addColumn('id', 'text').addColumn('tenant_id', 'text').addColumn('def_key', 'text').addColumn('name', 'text')
    .addColumn('version', 'integer').addColumn('settings_json', 'text').addColumn('form_json', 'text').addColumn('created_at', 'text').execute();
  await db.schema.createTable('bpm_instance').addColumn('id', 'text').addColumn('def_id', 'text').execute();
}
afterEach(() => db.destroy());

const settings = (formKey?: string) => JSON.stringify({ nodes: { deptHead: { assignees: [], ...(formKey ? { form: { formKey } } : {}) } } });
const form = (label: string) => JSON.stringify({ fields: [{ key: 'title', label, type: 'text' }] });

describe('migration 007', () => {
  it('copies embedded forms in as versions of the formKey their nodes name, and pins versions and instances to them', async () => {
    await before();
    await db.insertInto('bpm_definition').values([
      { id: 'l1', tenant_id: 't', def_key: 'leave', name: '请假', version: 1, settings_json: settings('leaveForm'), form_json: form('事由'), created_at: '2026-01-01' },
      { id: 'l2', tenant_id: 't', def_key: 'leave', name: '请假', version: 2, settings_json: settings('leaveForm'), form_json: form('事由'), created_at: '2026-02-01' },
      { id: 'l3', tenant_id: 't', def_key: 'leave', name: '请假', version: 3, settings_json: settings('leaveForm'), form_json: form('请假事由'), created_at: '2026-03-01' },
      { id: 'v1', tenant_id: 't', def_key: 'vehicle', name: '用车', version: 1, settings_json: settings(), form_json: form('目的地'), created_at: '2026-01-01' },
      { id: 'n1', tenant_id: 't', def_key: 'bare', name: '无表单', version: 1, settings_json: settings(), form_json: null, created_at: '2026-01-01' },
    ]).execute();
    await db.insertInto('bpm_instance').values([{ id: 'i1', def_id: 'l1' }, { id: 'i3', def_id: 'l3' }, { id: 'in', def_id: 'n1' }]).execute();
    await up(db);

    const forms = await db.selectFrom('form_definition').select(['id', 'form_key', 'version', 'is_main']).orderBy('form_key').orderBy('version').execute();
    expect(forms).toEqual([
      { id: 'l1-form', form_key: 'leaveForm', version: 1, is_main: 0 },
      { id: 'l3-form', form_key: 'leaveForm', version: 2, is_main: 1 },
      { id: 'v1-form', form_key: 'vehicle', version: 1, is_main: 1 },
    ]);
    const pinned = async (table: string) => Object.fromEntries((await db.selectFrom(table).select(['id', 'form_id']).execute()).map((r) => [r.id, r.form_id]));
    expect(await pinned('bpm_definition')).toEqual({ l1: 'l1-form', l2: 'l1-form', l3: 'l3-form', v1: 'v1-form', n1: null });
    expect(await pinned('bpm_instance')).toEqual({ i1: 'l1-form', i3: 'l3-form', in: null });

    await down(db);
    expect((await db.introspection.getTables()).map((t) => t.name).sort()).toEqual(['bpm_definition', 'bpm_instance']);
  });
});
