import type { Kysely } from 'kysely';

/**
 * Forms get a home of their own (ADR 0013): `form_definition` holds every version of a form under its formKey
 * (a version never changes once stored; the main one is what the next deploy naming the key takes). A
 * process version records the form version it was deployed with (`bpm_definition.form_id`, the deployment
 * binding), and an instance the version it started with (`bpm_instance.form_id`). Forms embedded in deployed
 * processes (bpm_definition.form_json) are copied in as versions of the formKey their nodes name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  const s = db.schema;
  await s.createTable('form_definition')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('form_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    /** The ProcessForm (fields, declared variables) as JSON. */
    .addColumn('form_json', 'text', (c) => c.notNull())
    .addColumn('created_by', id)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('form_definition_version', ['tenant_id', 'form_key', 'version'])
    .execute();
  await s.alterTable('bpm_definition').addColumn('form_id', id).execute();
  await s.alterTable('bpm_instance').addColumn('form_id', id).execute();
  await copyEmbeddedForms(db as Kysely<Embedded>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_instance').dropColumn('form_id').execute();
  await db.schema.alterTable('bpm_definition').dropColumn('form_id').execute();
  await db.schema.dropTable('form_definition').execute();
}

interface Embedded {
  bpm_definition: { id: string; tenant_id: string; def_key: string; name: string; version: number; settings_json: string; form_json: string | null; created_at: string; form_id: string | null };
  bpm_instance: { id: string; def_id: string; form_id: string | null };
  form_definition: { id: string; tenant_id: string; form_key: string; version: number; is_main: number; name: string; form_json: string; created_by: string | null; created_at: string };
}

/** The formKey a process's nodes name (the first in settings order), else the process key: forms.service's formKeyOf. */
function formKeyOf(settingsJson: string, defKey: string): string {
  try {
    const nodes = (JSON.parse(settingsJson) as { nodes?: Record<string, { form?: { formKey?: string } }> }).nodes ?? {};
    return Object.values(nodes).find((n) => n?.form?.formKey)?.form?.formKey ?? defKey;
  } catch {
    return defKey;
  }
}

async function copyEmbeddedForms(db: Kysely<Embedded>) {
  const rows = await db.selectFrom('bpm_definition').select(['id', 'tenant_id', 'def_key', 'name', 'version', 'settings_json', 'form_json', 'created_at'])
    .where('form_json', 'is not', null).orderBy('tenant_id').orderBy('def_key').orderBy('version').execute();
  // One version per distinct form of a key, in deploy order; the last one is the main version.
  const versions = new Map<string, Array<{ id: string; json: string }>>();
  const formOfDefinition = new Map<string, string>();
  for (const r of rows) {
    const key = formKeyOf(r.settings_json, r.def_key);
    const slot = `${r.tenant_id}\u0000${key}`;
    const list = versions.get(slot) ?? [];
    let hit = list.find((v) => v.json === r.form_json);
    if (!hit) {
      hit = { id: `${r.id}-form`, json: r.form_json! };
      list.push(hit);
      versions.set(slot, list);
      await db.insertInto('form_definition').values({
        id: hit.id, tenant_id: r.tenant_id, form_key: key, version: list.length, is_main: 0, name: r.name, form_json: hit.json, created_by: null, created_at: r.created_at,
      }).execute();
    }
    formOfDefinition.set(r.id, hit.id);
  }
  for (const list of versions.values()) await db.updateTable('form_definition').set({ is_main: 1 }).where('id', '=', list[list.length - 1].id).execute();
  for (const [defId, formId] of formOfDefinition) {
    await db.updateTable('bpm_definition').set({ form_id: formId }).where('id', '=', defId).execute();
    await db.updateTable('bpm_instance').set({ form_id: formId }).where('def_id', '=', defId).execute();
  }
}
