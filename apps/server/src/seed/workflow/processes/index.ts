import { docSign } from './doc-sign.js';
import { expense } from './expense.js';
import { hxOvertime } from './hx-overtime.js';
import { leave } from './leave.js';
import { purchase } from './purchase.js';
import { repair } from './repair.js';
import { vehicle } from './vehicle.js';
import type { SeedProcess } from './types.js';

/** The six demo processes of the plant. */
export const demoProcesses: SeedProcess[] = [leave, purchase, repair, docSign, vehicle, expense];
/** The second tenant's own process. */
export const otherTenantProcesses: SeedProcess[] = [hxOvertime];
