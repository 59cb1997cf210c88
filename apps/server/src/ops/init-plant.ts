import type { Db } from '../db/database.js';
import { generatePassword, hashPassword, meetsPasswordRule } from '../platform/auth/password.js';
import { seedBasicPortal } from '../seed/portal/index.js';
import { seedWorkflowBasics } from '../seed/workflow/index.js';
import { OpsError } from './errors.js';
import { createPlantRepository } from './plant.repository.js';
import { ACCOUNT } from './staff-sheet.js';

export interface InitPlantInput {
  /** The tenant's code: what /login uses without a tenant when it is DEFAULT_TENANT. */
  tenantCode: string;
  /** The plant's name: on the sign-in page, the shell, the welcome column and the root of the organisation. */
  name: string;
  adminAccount: string;
  /** The administrator's password; generated when absent. */
  adminPassword?: string;
}

export interface InitPlantResult { tenantId: string; adminAccount: string; generatedPassword?: string }

const TENANT_CODE = /^[a-z][a-z0-9_-]{1,31}$/;

/**
 * A new plant on an installation without the demo (SEED_DEMO=false): its tenant, the root of its organisation,
 * its first administrator, and what its portal and approvals need to be used (the basic home, the flow apps, the
 * front menu, process categories and dictionaries). Processes, staff and assets are the plant's own, added after.
 * Refuses, changing nothing, when the input breaks a rule or the tenant exists.
 */
export async function initPlant(db: Db, input: InitPlantInput, now = new Date()): Promise<InitPlantResult> {
  const name = input.name.trim();
  if (!TENANT_CODE.test(input.tenantCode)) throw new OpsError(`The tenant code "${input.tenantCode}" must be 2-32 lower-case letters, digits, "-" or "_", starting with a letter.`, 2);
  if (name.length < 2 || name.length > 50) throw new OpsError('The plant name (--name) must be 2-50 characters.', 2);
  if (!ACCOUNT.test(input.adminAccount)) throw new OpsError(`The account "${input.adminAccount}" must be 3-32 letters, digits, ".", "-" or "_", starting with a letter.`, 2);
  if (input.adminPassword !== undefined && !meetsPasswordRule(input.adminPassword)) throw new OpsError('ADMIN_PASSWORD must be 8-64 characters with both letters and digits.', 2);

  const password = input.adminPassword ?? generatePassword();
  const written = await createPlantRepository(db).insertPlant({
    tenantCode: input.tenantCode, name, admin: { account: input.adminAccount, fullname: '系统管理员', passwordHash: await hashPassword(password) }, createdAt: now.toISOString(),
  });
  if (written === 'exists') throw new OpsError(`The tenant "${input.tenantCode}" exists already: nothing was changed.`);
  const { tenantId } = written;
  await seedBasicPortal(db, { id: tenantId, name }, input.adminAccount, now);
  await seedWorkflowBasics(db, tenantId);
  return { tenantId, adminAccount: input.adminAccount, ...(input.adminPassword === undefined ? { generatedPassword: password } : {}) };
}
