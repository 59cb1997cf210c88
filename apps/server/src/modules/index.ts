import { backupsModule } from './backups/index.js';
import { bpmModelModule } from './bpm-model/index.js';
import { bpmRuntimeModule, instanceAccessModule } from './bpm-runtime/index.js';
import { eamModule } from './eam/index.js';
import { filesModule } from './files/index.js';
import { formModule } from './form/index.js';
import { jobsModule } from './jobs/index.js';
import { liveModule } from './live/index.js';
import { portalModule } from './portal/index.js';
import type { ServerModule } from './server-module.js';
import { sysModule } from './sys/index.js';
import { ucModule } from './uc/index.js';

/**
 * Every module of the server, each naming the modules it needs (`registerModules` puts those first and refuses
 * a missing one or a cycle at start-up):
 *   jobs · files · sys · instanceAccess   need nothing
 *   uc              needs files (seal images)
 *   form            needs uc, sys (who may use a data template; dictionaries of its fields)
 *   bpmModel        needs uc, sys, form, instanceAccess (defGet?instId= asks who may read the instance)
 *   portal          needs uc, bpmModel, files
 *   bpmRuntime      needs uc, bpmModel, sys, files, jobs, instanceAccess
 *   eam             needs uc (the portal session behind an asset token; the 资产财务 role)
 *   live            needs uc (a signed-out session's stream ends)
 *   backups         needs jobs (each scheduled backup is a due job)
 */
export const serverModules: readonly ServerModule[] = [
  jobsModule, filesModule, ucModule, sysModule, formModule, instanceAccessModule, bpmModelModule, portalModule, bpmRuntimeModule, eamModule, liveModule, backupsModule,
];
