import { sql, type Kysely } from 'kysely';

/**
 * The instance's outcome as users see it (instanceOutcome in the contract): inProgress, approved, refused,
 * withdrawn, terminated; null for drafts. Lists show and filter it from this column instead of the state.
 * Rows already there get it from what they recorded (end events declared refusing are newer than them): an
 * ended instance is refused when its last decision was an oppose or a failed sign vote; one ended by its
 * starter from the start was withdrawn, by anyone else terminated; a revoked one waiting for its starter is
 * withdrawn.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_instance').addColumn('outcome', 'varchar(16)').execute();
  await db.schema.createIndex('bpm_instance_starter_outcome').on('bpm_instance').columns(['starter_id', 'outcome']).execute();
  await fillOutcomes(db);
}

/** Sets the outcome of every non-draft instance from its status and opinion records (exported for its test). */
export async function fillOutcomes(db: Kysely<unknown>): Promise<void> {
  await sql`update bpm_instance set outcome = 'inProgress' where status in ('running', 'back', 'backToStart')`.execute(db);
  await sql`update bpm_instance set outcome = 'withdrawn' where status = 'revoke'`.execute(db);
  await sql`update bpm_instance set outcome = 'approved' where status = 'end'`.execute(db);
  // The latest decision of the instance; a sign task's result is written in the same instant as its last vote and wins the tie.
  await sql`
    update bpm_instance set outcome = 'refused'
    where status = 'end' and (
      select o.status from bpm_opinion o
      where o.inst_id = bpm_instance.id and o.complete_time is not null
        and o.status in ('agree', 'oppose', 'abandon', 'signPass', 'signNotPass')
      order by o.complete_time desc, case when o.status in ('signPass', 'signNotPass') then 0 else 1 end
      limit 1
    ) in ('oppose', 'signNotPass')`.execute(db);
  await sql`update bpm_instance set outcome = 'terminated' where status = 'manualend'`.execute(db);
  // The start event's node is the one of the instance's 'start' record.
  await sql`
    update bpm_instance set outcome = 'withdrawn'
    where status = 'manualend' and exists (
      select 1 from bpm_opinion m inner join bpm_opinion s on s.inst_id = m.inst_id and s.status = 'start'
      where m.inst_id = bpm_instance.id and m.status = 'manual_end' and m.auditor_id = bpm_instance.starter_id and m.node_id = s.node_id
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bpm_instance_starter_outcome').execute();
  await db.schema.alterTable('bpm_instance').dropColumn('outcome').execute();
}
