import {
  CompiledQuery, SelectQueryNode, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';

/** What the driver needs of a better-sqlite3 database (the statement cache of database.ts gives `prepare`). */
export interface SqliteHandle {
  prepare(sql: string): { reader: boolean; all(params: readonly unknown[]): unknown[]; iterate(params: readonly unknown[]): IterableIterator<unknown>; run(params: readonly unknown[]): { changes: number; lastInsertRowid: number | bigint } };
  readonly inTransaction: boolean;
  close(): void;
}

/** A group commits once this many transactions are in it, even with more waiting (the lock is not held for ever). */
const MAX_GROUP = 32;

/**
 * SQLite's one connection, with group commit (ADR 0031). A COMMIT writes every page the transaction changed to
 * the log, one system call per page: some 40 pages for an approval, 40% of SQLite's time. Transactions that queue
 * for the connection while one runs join one write transaction, each after the first in a savepoint of its own:
 * a transaction that fails rolls back its own work alone, and each one's commit resolves only after the group's COMMIT, so no
 * caller hears "saved" before it is. Pages the group's transactions share (the tables' last pages, the counters)
 * are written once. The group commits when nobody waits for the connection, or at MAX_GROUP.
 *
 * Queries outside a transaction run between the group's transactions, on the same connection: a read sees the
 * writes of the group's finished transactions a moment before they are committed (lost only if the COMMIT itself
 * fails, on a full or failing disk, when the group's callers get the error); a write outside a transaction first
 * commits the group, so it is durable when its call returns.
 */
export class GroupCommitSqliteDriver implements Driver {
  readonly #db: SqliteHandle;
  readonly #close: () => Promise<void>;
  readonly #onLost: () => void;
  /** Whether a lease holds the connection, and who waits for it, first come first served. */
  #held = false;
  readonly #waiting: Array<() => void> = [];
  /** The open write transaction and the commits waiting for it; null between groups. */
  #group: Array<{ resolve: () => void; reject: (e: unknown) => void }> | null = null;
  #commitDue = false;

  /** `onLost` hears of each group lost to a failed COMMIT (the data version counts them, db/data-version.ts). */
  constructor(db: SqliteHandle, close: () => Promise<void>, onLost: () => void = () => undefined) {
    this.#db = db;
    this.#close = close;
    this.#onLost = onLost;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    return new Lease(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // BEGIN IMMEDIATE takes the write lock at once, waiting up to the busy timeout for another process's writer.
    // The transaction that opens a group is alone in it until it ends: it needs no savepoint of its own (one
    // action at a time, the common case off peak, then costs no more than without groups).
    if (!this.#group) {
      this.#run('begin immediate');
      this.#group = [];
      lease.opener = true;
    } else {
      this.#run('savepoint member');
    }
    lease.member = true;
  }

  /** The transaction's work joins the group; its caller hears of the group's COMMIT when the connection is released. */
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (!lease.opener) this.#run('release member');
    lease.member = false;
    lease.committed = new Promise<void>((resolve, reject) => this.#group!.push({ resolve, reject }));
    // Awaited in releaseConnection; a failure before then must not count as unhandled.
    lease.committed.catch(() => undefined);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (!lease.member) return;
    lease.member = false;
    // An error SQLite answers by ending the whole transaction (a full disk) took the group with it.
    if (!this.#db.inTransaction) return this.#lose(new Error('the write transaction ended with an error'));
    if (lease.opener) {
      this.#run('rollback');
      this.#group = null;
      return;
    }
    this.#run('rollback to member');
    this.#run('release member');
  }

  /**
   * Gives the connection up, then waits for the COMMIT of the transaction run on it, so that
   * `db.transaction().execute()` returns once its work is committed, and the next in line joins the group meanwhile.
   */
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    this.#release(lease);
    await lease.committed;
  }

  async destroy(): Promise<void> {
    if (this.#group) this.#commit();
    await this.#close();
  }

  /** Runs one statement for a lease; see the class comment for statements outside a transaction. */
  execute(lease: Lease, query: CompiledQuery): QueryResult<unknown> {
    const stmt = this.#db.prepare(query.sql);
    const reader = stmt.reader;
    // A write outside the group's transactions commits the group first (a reader with RETURNING writes too).
    if (!lease.member && this.#group && (!reader || /\breturning\b/i.test(query.sql))) this.#commit();
    try {
      if (reader) return { rows: stmt.all(query.parameters) };
      const { changes, lastInsertRowid } = stmt.run(query.parameters);
      return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
    } catch (e) {
      if (this.#group && !this.#db.inTransaction) this.#lose(e);
      throw e;
    }
  }

  stream(query: CompiledQuery): AsyncIterableIterator<QueryResult<unknown>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('SQLite streams only select queries');
    const rows = this.#db.prepare(query.sql).iterate(query.parameters);
    return (async function* () {
      for (const row of rows) yield { rows: [row] };
    })();
  }

  /**
   * A lease gives the connection up to the next in line. With nobody waiting, the group commits once the event
   * loop has run the other callbacks of its turn: a transaction usually runs whole within one callback, so the
   * requests that arrived together only meet in the group if it waits for them.
   */
  #release(lease: Lease) {
    if (lease.released) return;
    lease.released = true;
    if (this.#group && this.#group.length >= MAX_GROUP) this.#commit();
    const next = this.#waiting.shift();
    if (next) return next();
    this.#held = false;
    if (this.#group && !this.#commitDue) {
      this.#commitDue = true;
      setImmediate(() => {
        this.#commitDue = false;
        // Someone holds the connection (a transaction waiting for more than the database): its release commits.
        if (this.#group && !this.#held) this.#commit();
      });
    }
  }

  #commit() {
    const group = this.#group!;
    this.#group = null;
    try {
      this.#run('commit');
    } catch (e) {
      if (this.#db.inTransaction) this.#run('rollback');
      this.#onLost();
      for (const member of group) member.reject(e);
      return;
    }
    for (const member of group) member.resolve();
  }

  /** The group's transaction is gone: every commit waiting for it fails. */
  #lose(error: unknown) {
    const group = this.#group ?? [];
    this.#group = null;
    this.#onLost();
    for (const member of group) member.reject(error);
  }

  #run(sql: string) {
    this.#db.prepare(sql).run([]);
  }
}

/** One holding of the connection: what Kysely runs its queries on between acquiring and releasing it. */
class Lease implements DatabaseConnection {
  /** Inside a transaction of its own: the group's first, or a savepoint of the group. */
  member = false;
  opener = false;
  released = false;
  /** The COMMIT of the group its transaction joined. */
  committed: Promise<void> | undefined;
  readonly #driver: GroupCommitSqliteDriver;
  constructor(driver: GroupCommitSqliteDriver) {
    this.#driver = driver;
  }
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.#driver.execute(this, query) as QueryResult<R>;
  }
  streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    return this.#driver.stream(query) as AsyncIterableIterator<QueryResult<R>>;
  }
}

/** Kysely's SQLite dialect on the group-commit driver. */
export class GroupCommitSqliteDialect implements Dialect {
  readonly #driver: () => GroupCommitSqliteDriver;
  constructor(...args: ConstructorParameters<typeof GroupCommitSqliteDriver>) {
    this.#driver = () => new GroupCommitSqliteDriver(...args);
  }
  createDriver = () => this.#driver();
  createQueryCompiler = () => new SqliteQueryCompiler();
  createAdapter = () => new SqliteAdapter();
  createIntrospector = (db: Kysely<unknown>) => new SqliteIntrospector(db);
}
