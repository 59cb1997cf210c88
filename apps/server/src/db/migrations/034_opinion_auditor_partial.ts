import { sql, type Kysely } from 'kysely';

/**
 * The done list and the urge list find a user's opinions by `auditor_id = ?`; an opinion waiting for its decision
 * has no auditor yet. Indexed, those waiting opinions were one large group of NULLs that every approval changed
 * twice (its own opinion leaving it, the next step's joining it): two or three of the ~34 pages an approval
 * writes. The index now holds decided opinions only; `auditor_id = ?` implies `auditor_id IS NOT NULL`, so both
 * databases still use it for those lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bpm_opinion_auditor').execute();
  await db.schema.createIndex('bpm_opinion_auditor').on('bpm_opinion').columns(['auditor_id', 'complete_time'])
    .where(sql.ref('auditor_id'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bpm_opinion_auditor').execute();
  await db.schema.createIndex('bpm_opinion_auditor').on('bpm_opinion').columns(['auditor_id', 'complete_time']).execute();
}
