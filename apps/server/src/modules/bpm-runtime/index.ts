import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import type { Session } from '../../platform/auth/session.js';
import { createAccessService } from './access.service.js';
import { createActionRunner } from './action-runner.js';
import { createDetailService, type People } from './detail.service.js';
import { createInstanceActionsService } from './instance-actions.service.js';
import { registerInstanceRoutes } from './instance.routes.js';
import { createListsRepository } from './lists.repository.js';
import { registerListRoutes } from './lists.routes.js';
import { createListsService } from './lists.service.js';
import { registerMiscRoutes } from './misc.routes.js';
import {
  rememberingDefinitions, type AttachmentStore, type Categories, type Definitions, type Dictionaries, type Directory, type Serials, type StartRights,
} from './ports.js';
import { createRecordsRepository } from './records.repository.js';
import { createReportService } from './report.service.js';
import { createRuntimeRepository } from './runtime.repository.js';
import { createStatsRepository } from './stats.repository.js';
import { createTaskActionsService } from './task-actions.service.js';
import { createTimerJobHandler, TIMER_JOB } from './timer-jobs.js';
import type { JobExecutor } from '../jobs/executor.js';
import { registerTaskRoutes } from './task.routes.js';

export interface BpmRuntimeDeps {
  db: Db;
  config: Pick<Config, 'hosts'>;
  clock: Clock;
  organisation: Directory;
  definitions: Definitions;
  startRights: StartRights;
  categories: Categories;
  files: AttachmentStore;
  people: People;
  serials: Serials;
  dictionaries: Dictionaries;
}

/** The module also answers the model's defGet?instId= (the version an instance runs, for its readers). */
export interface BpmRuntimeModuleDeps extends BpmRuntimeDeps {
  registerInstanceDefinition(lookup: (session: Session, instId: string) => Promise<string>): void;
  /** The due-jobs executor: the module's engine timers run through it. */
  jobs: Pick<JobExecutor, 'handle'>;
}

/**
 * The runtime's actions alone (no routes, lists or reads): starting and driving instances through the
 * engine, one transaction per action. The module uses them; so do the demo seed and the benchmarks.
 */
export function createRuntimeActions(deps: Pick<BpmRuntimeDeps, 'db' | 'clock' | 'organisation' | 'definitions' | 'startRights' | 'files' | 'serials' | 'dictionaries'>) {
  const { db, clock, organisation, startRights, files, serials, dictionaries } = deps;
  const definitions = rememberingDefinitions(deps.definitions);
  const repo = createRuntimeRepository(db);
  const records = createRecordsRepository(db);
  const access = createAccessService(records);
  const runner = createActionRunner({ repo, definitions, organisation, clock, files });
  return {
    /** Runs the engine timers the due-jobs executor hands over. */
    timerJob: createTimerJobHandler({ runner }),
    records,
    access,
    definitions,
    tasks: createTaskActionsService({ runner, clock, dictionaries }),
    instances: createInstanceActionsService({ runner, repo, records, access, definitions, organisation, startRights, files, clock, serials, dictionaries }),
  };
}

/**
 * The flow runtime (host `bpmRunTime`): starting processes, every task action as one revision-checked
 * transaction over the engine, the lists and detail reads, and who may see what. Attachments of an
 * instance become readable to its participants.
 */
export function createBpmRuntimeModule(deps: BpmRuntimeModuleDeps) {
  const { db, clock, organisation, startRights, categories, files, people } = deps;
  const { records, access, tasks, instances, definitions, timerJob } = createRuntimeActions(deps);
  deps.jobs.handle(TIMER_JOB, timerJob);
  const lists = createListsService({ repo: createListsRepository(db), access, definitions, organisation, startRights, categories });
  const detail = createDetailService({ records, access, definitions, organisation, people, clock, counts: (c) => lists.counts(c) });
  const report = createReportService({ stats: createStatsRepository(db), clock });
  files.registerGrantChecker('instance', access.grantChecker);
  deps.registerInstanceDefinition(async (session, instId) => (await access.readableInstance(session, instId)).def_id);

  return {
    tasks,
    instances,
    lists,
    detail,
    access,
    register(app: FastifyInstance) {
      const hosts = deps.config.hosts;
      registerListRoutes(app, hosts, lists);
      registerTaskRoutes(app, hosts, { tasks, instances, detail });
      registerInstanceRoutes(app, hosts, { tasks, instances, detail, lists });
      registerMiscRoutes(app, hosts, { tasks, instances, detail, report });
    },
  };
}
export type BpmRuntimeModule = ReturnType<typeof createBpmRuntimeModule>;
