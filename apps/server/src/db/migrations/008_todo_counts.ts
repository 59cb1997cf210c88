import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The number of open tasks assigned to each user, kept by the database itself: the to-do badge and the to-do
 * list's total read one row instead of counting the index (a department head with 12,000 open tasks cost ~1 ms
 * a request). Triggers on bpm_task keep it exact whoever writes the task rows (the runtime, the seed, a bulk
 * load), inside the writer's own transaction; concurrent writers for one user serialise on that user's row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('bpm_todo_count')
    .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into bpm_todo_count (user_id, n)
    select assignee_id, count(*) from bpm_task where open = 1 and assignee_id is not null group by assignee_id`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const add = (user: string, delta: string) =>
  `insert into bpm_todo_count (user_id, n) values (${user}, ${delta}) on conflict (user_id) do update set n = bpm_todo_count.n + ${delta}`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const counted = (row: 'new' | 'old') => `${row}.open = 1 and ${row}.assignee_id is not null`;
  await sql.raw(`create trigger bpm_todo_count_insert after insert on bpm_task when ${counted('new')}
    begin ${add('new.assignee_id', '1')}; end`).execute(db);
  await sql.raw(`create trigger bpm_todo_count_delete after delete on bpm_task when ${counted('old')}
    begin ${add('old.assignee_id', '-1')}; end`).execute(db);
  // An update moves the count only when the task's "open and assigned to X" changes.
  await sql.raw(`create trigger bpm_todo_count_leave after update of open, assignee_id on bpm_task
    when ${counted('old')} and not (${counted('new')} and new.assignee_id = old.assignee_id)
    begin ${add('old.assignee_id', '-1')}; end`).execute(db);
  await sql.raw(`create trigger bpm_todo_count_enter after update of open, assignee_id on bpm_task
    when ${counted('new')} and not (${counted('old')} and old.assignee_id = new.assignee_id)
    begin ${add('new.assignee_id', '1')}; end`).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`create function bpm_todo_count_track() returns trigger language plpgsql as $$
    declare
      was_counted boolean := tg_op <> 'INSERT' and old.open = 1 and old.assignee_id is not null;
      is_counted boolean := tg_op <> 'DELETE' and new.open = 1 and new.assignee_id is not null;
    begin
      if was_counted and not (is_counted and new.assignee_id = old.assignee_id) then ${add('old.assignee_id', '-1')}; end if;
      if is_counted and not (was_counted and old.assignee_id = new.assignee_id) then ${add('new.assignee_id', '1')}; end if;
      return null;
    end $$`).execute(db);
  await sql.raw(`create trigger bpm_todo_count after insert or delete or update of open, assignee_id on bpm_task
    for each row execute function bpm_todo_count_track()`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger bpm_todo_count on bpm_task`.execute(db);
    await sql`drop function bpm_todo_count_track()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'leave', 'enter']) await sql.raw(`drop trigger bpm_todo_count_${name}`).execute(db);
  }
  await db.schema.dropTable('bpm_todo_count').execute();
}
