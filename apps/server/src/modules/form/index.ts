import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { createFormsRepository } from './forms.repository.js';
import { createFormsService } from './forms.service.js';

/** Forms (host `form`): form definitions in versions by formKey. Its routes come with the forms-and-data issue. */
export function createFormModule(deps: { db: Db; clock: Clock }) {
  return { forms: createFormsService({ repo: createFormsRepository(deps.db), clock: deps.clock }) };
}
