import type { formDataApi } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import { isoNow, newId, type Clock } from '../../../platform/clock.js';
import { forbidden, type AppError } from '../../../platform/errors.js';
import type { QueryDefinitionTable } from '../../../db/schema.js';
import type { Principals } from '../../uc/principals.js';
import { holds } from '../template/rights.js';

/** What every stored definition (custom query, query view, chart) has: a name, an alias and who may use it. */
interface Settings { alias: string; name: string; right?: formDataApi.template.RightRule[] }

/**
 * A stored definition the caller may use, as its settings with its id: `missing` (a 404) when there is none,
 * 403 when its right leaves them out.
 */
export async function usableDefinition<S extends Settings>(
  principals: Principals, session: Session, row: { id: string; settings_json: string } | undefined, missing: () => AppError,
): Promise<S & { id: string }> {
  if (!row) throw missing();
  const settings = JSON.parse(row.settings_json) as S;
  if (!holds(await principals.of(session), settings.right)) throw forbidden('bo.query.noRight', { name: settings.name });
  return { ...settings, id: row.id };
}

/** The row a definition's checked settings are stored as, written now. */
export function definitionRow(clock: Clock, tenantId: string, userId: string | null, settings: Settings): QueryDefinitionTable {
  const at = isoNow(clock);
  return { id: newId(), tenant_id: tenantId, alias: settings.alias, name: settings.name, settings_json: JSON.stringify(settings), created_by: userId, created_at: at, updated_at: at };
}
