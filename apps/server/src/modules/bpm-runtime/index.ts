import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { createAccessService, type AccessService } from './detail/access.service.js';
import { createActionRunner, type ActionEnd } from './actions/action-runner.js';
import { createOutcomeListeners, type OutcomeListener } from './actions/outcome-listeners.js';
import { createDetailService, type DetailService } from './detail/detail.service.js';
import { createInstanceActionsService } from './actions/instance-actions.service.js';
import { registerInstanceRoutes } from './routes/instance.routes.js';
import { createListsRepository } from './lists/lists.repository.js';
import { dataVersionOf } from '../../db/data-version.js';
import { createReplyCache } from '../../platform/reply-cache.js';
import { registerListRoutes } from './lists/lists.routes.js';
import { createListsService, type ListsService } from './lists/lists.service.js';
import { registerMiscRoutes } from './routes/misc.routes.js';
import {
  rememberingDefinitions, type AttachmentStore, type Definitions, type Dictionaries, type Directory, type Seals, type Serials, type StartRights,
} from './shared/ports.js';
import { createRecordsRepository } from './detail/records.repository.js';
import { createReportService } from './report/report.service.js';
import { createRuntimeRepository } from './actions/runtime.repository.js';
import { createStatsRepository } from './report/stats.repository.js';
import { createTaskActionsService } from './actions/task-actions.service.js';
import { createTimerJobHandler, TIMER_JOB } from './timers/timer-jobs.js';
import { registerTaskRoutes } from './routes/task.routes.js';
import { serverModule } from '../server-module.js';

/** What the runtime's actions need: the database, the clock and other modules' services through the ports of shared/ports.ts. */
export interface RuntimeActionsDeps {
  db: Db;
  clock: Clock;
  organisation: Directory;
  definitions: Definitions;
  startRights: StartRights;
  files: AttachmentStore;
  serials: Serials;
  dictionaries: Dictionaries;
  /** Users' seals, for signature fields; without them no signature may change (a seed's or a benchmark's runtime). */
  seals?: Seals;
  /** Told how each action ended (the server's metrics). */
  observeAction?: (end: ActionEnd) => void;
}

/**
 * The runtime's actions alone (no routes, lists or reads): starting and driving instances through the
 * engine, one transaction per action. The module uses them; so do the demo seed and the benchmarks.
 */
export function createRuntimeActions(
  deps: RuntimeActionsDeps,
  { records, access }: InstanceReaders = createInstanceReaders(deps.db),
) {
  const { db, clock, organisation, startRights, files, serials, dictionaries, seals } = deps;
  const definitions = rememberingDefinitions(deps.definitions);
  const repo = createRuntimeRepository(db);
  const outcomes = createOutcomeListeners();
  const runner = createActionRunner({ repo, definitions, organisation, clock, files, outcomes, observe: deps.observeAction });
  return {
    /** Registers a listener of the outcomes actions settle (see OutcomeListener). */
    onOutcome: outcomes.on,
    /** Runs the engine timers the due-jobs executor hands over. */
    timerJob: createTimerJobHandler({ runner }),
    records,
    access,
    definitions,
    tasks: createTaskActionsService({ runner, clock, dictionaries, seals }),
    instances: createInstanceActionsService({ runner, repo, records, access, definitions, organisation, startRights, files, clock, serials, dictionaries, seals }),
  };
}

/** Who may read a flow instance: the runtime's rule over its records, which the flow model's defGet?instId= asks too. */
export function createInstanceReaders(db: Db) {
  const records = createRecordsRepository(db);
  return { records, access: createAccessService(records) };
}
export type InstanceReaders = ReturnType<typeof createInstanceReaders>;

type RuntimeActions = ReturnType<typeof createRuntimeActions>;
/** What the flow runtime gives other modules. */
export interface BpmRuntimeProvides {
  tasks: RuntimeActions['tasks'];
  instances: RuntimeActions['instances'];
  lists: ListsService;
  detail: DetailService;
  access: AccessService;
  /** Registers a listener told, inside the action's transaction, when an instance ends or is withdrawn (see OutcomeListener). */
  onOutcome(listener: OutcomeListener): void;
}
declare module '../server-module.js' {
  interface ModuleProvides { instanceAccess: InstanceReaders; bpmRuntime: BpmRuntimeProvides }
}

/**
 * The instance readers as a module of their own: the flow model needs them and the runtime needs the model's
 * definitions, so neither waits for the other to be built.
 */
export const instanceAccessModule = serverModule({
  name: 'instanceAccess',
  needs: [],
  register: (_app, _needs, { db }) => createInstanceReaders(db),
});

/**
 * The flow runtime (host `bpmRunTime`): starting processes, every task action as one revision-checked
 * transaction over the engine, the lists and detail reads, and who may see what. Attachments of an
 * instance become readable to its participants; engine timers run as due jobs.
 */
export const bpmRuntimeModule = serverModule({
  name: 'bpmRuntime',
  needs: ['uc', 'bpmModel', 'sys', 'files', 'jobs', 'instanceAccess'],
  register(app, { uc, bpmModel, sys, files, jobs, instanceAccess }, { db, config, clock, metrics }): BpmRuntimeProvides {
    const organisation = uc.organisation;
    const { startRights } = bpmModel;
    const actionEnded = metrics.counter('bpm_actions_total', 'Engine actions by command and how they ended (refused: 4xx, e.g. a conflict; replayed: answered from the idempotency key)', ['kind', 'outcome']);
    const { records, access, tasks, instances, definitions, timerJob, onOutcome } = createRuntimeActions({
      db, clock, organisation, definitions: bpmModel.definitions, startRights, files, serials: sys.identity, dictionaries: sys.dict, seals: uc.seals,
      observeAction: actionEnded,
    }, instanceAccess);
    jobs.executor.handle(TIMER_JOB, timerJob);
    const lists = createListsService({ repo: createListsRepository(db), access, definitions, organisation, startRights, categories: sys.types });
    const detail = createDetailService({ records, access, definitions, organisation, people: uc.directory, clock, counts: (c) => lists.counts(c) });
    const report = createReportService({ stats: createStatsRepository(db), clock });
    files.registerGrantChecker('instance', access.grantChecker);

    const hosts = config.hosts;
    registerListRoutes(app, hosts, lists, createReplyCache(dataVersionOf(db)));
    registerTaskRoutes(app, hosts, { tasks, instances, detail });
    registerInstanceRoutes(app, hosts, { tasks, instances, detail, lists });
    registerMiscRoutes(app, hosts, { tasks, instances, detail, report });
    return { tasks, instances, lists, detail, access, onOutcome };
  },
});
