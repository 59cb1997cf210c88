import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { plantDateParts, type DateParts } from './date-format.js';
import type { IdentityRepository } from './identity.repository.js';

/** The date fields a period key fixes: yyyyMMdd, yyyyMM, yyyy or nothing. */
function partsOfPeriod(period: string): Partial<DateParts> {
  if (!/^\d{4}(\d{2}){0,2}$/.test(period)) return {};
  return { yyyy: period.slice(0, 4), ...(period.length >= 6 ? { MM: period.slice(4, 6) } : {}), ...(period.length === 8 ? { dd: period.slice(6, 8) } : {}) };
}

/** Fills a rule like `CG{yyyy}{MM}{dd}{NO}`: date parts, and the counter padded to `noLength` digits. */
export function renderSerial(regulation: string, parts: DateParts, value: number, noLength: number): string {
  const fields: Record<string, string> = { ...parts, yy: parts.yyyy.slice(2), NO: String(value).padStart(noLength, '0') };
  return regulation.replace(/\{(yyyy|yy|MM|dd|HH|mm|ss|NO)\}/g, (_, k: string) => fields[k]);
}

/** Serial numbers: every call takes a new, unique number of a tenant's rule, in Asia/Shanghai calendar periods. */
export function createIdentityService(deps: { repo: IdentityRepository; clock: Clock }) {
  return {
    /** The next serial number of the rule `alias`, inside `tx` when given (a start's); 404 for an unknown alias. */
    async next(tenantId: string, alias: string, tx?: Transaction<Database>): Promise<string> {
      const parts = plantDateParts(deps.clock.now());
      const keys = { day: parts.yyyy + parts.MM + parts.dd, month: parts.yyyy + parts.MM, year: parts.yyyy };
      const row = await deps.repo.take(tenantId, alias, keys, tx);
      if (!row) throw notFound('sys.identityNotFound', { alias });
      // If another server's clock already moved the rule into a later period, the number belongs there.
      return renderSerial(row.regulation, { ...parts, ...partsOfPeriod(row.cur_period) }, Number(row.cur_value), row.no_length);
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
