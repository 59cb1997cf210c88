import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** The period keys of one instant, one per reset rule: the counter starts again when its key grows. */
export interface PeriodKeys { day: string; month: string; year: string }

/** SQL of serial-number rules (sys_identity). */
export function createIdentityRepository(db: Db) {
  return {
    /**
     * Takes the next number in ONE atomic UPDATE: the row lock serialises concurrent callers, and the period
     * reset happens in the same statement (a caller whose clock is behind never resets a newer period).
     * Returns the number, the period it belongs to and the rule; undefined for an unknown alias. Given a
     * transaction, the number is taken in it: rolled back with it, so a failed request leaves no gap.
     */
    take: (tenantId: string, alias: string, keys: PeriodKeys, tx?: Transaction<Database>) => {
      const period = sql<string>`case reset when 'day' then ${keys.day} when 'month' then ${keys.month} when 'year' then ${keys.year} else '' end`;
      return (tx ?? db).updateTable('sys_identity')
        .set({
          cur_value: sql<number>`case when cur_period < ${period} then 1 else cur_value + 1 end`,
          cur_period: sql<string>`case when cur_period < ${period} then ${period} else cur_period end`,
        })
        .where('tenant_id', '=', tenantId).where('alias', '=', alias)
        .returning(['cur_value', 'cur_period', 'regulation', 'reset', 'no_length'])
        .executeTakeFirst();
    },
  };
}
export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
