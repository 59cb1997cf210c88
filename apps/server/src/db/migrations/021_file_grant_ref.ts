import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * A file grant may name a template's record (`<template id>:<record id>`, the seals signed onto it): longer than
 * one id. SQLite does not enforce a varchar's length and cannot alter a column; PostgreSQL widens it in place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable('sys_file_grant').alterColumn('ref_id', (c) => c.setDataType('varchar(160)')).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable('sys_file_grant').alterColumn('ref_id', (c) => c.setDataType('varchar(64)')).execute();
  }
}
