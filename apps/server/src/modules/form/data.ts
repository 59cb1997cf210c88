import type { DictItem } from '@wp/contract';
import type { DictionaryKeys } from '@wp/form';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import type { DirectoryService } from '../uc/directory.service.js';
import type { FormsService } from './forms.service.js';
import type { FilesService } from '../files/files.service.js';
import type { Session } from '../../platform/auth/session.js';
import { createBoRepository } from './bo/bo.repository.js';
import { createBoService } from './bo/bo.service.js';
import { createDesignService } from './bo/design.service.js';
import { createProcessLinksRepository } from './bo/process-links.repository.js';
import { createRecordsRepository } from './bo/records.repository.js';
import { createHistoryRepository } from './history/history.repository.js';
import { createHistoryService } from './history/history.service.js';
import { createPrincipals } from '../uc/principals.js';
import { createQueryServices } from './query/services.js';
import { createRecordsService } from './template/records.service.js';
import { createTemplateRepository } from './template/template.repository.js';
import { createTemplateService } from './template/template.service.js';
import { createTemplateDefinitions } from './template/definitions.service.js';
import { createDraftsRepository } from './template/drafts.repository.js';
import { createDraftsService } from './template/drafts.service.js';
import { createRecordOpsService } from './template/record-ops.service.js';
import { createExportService } from './transfer/export.service.js';
import { createImportRepository } from './transfer/import.repository.js';
import { createImportService } from './transfer/import.service.js';
import type { PeopleNames } from './transfer/labels.js';
import { createDialogRepository } from './dialog/dialog.repository.js';
import { createDialogService } from './dialog/dialog.service.js';
import { createDialogDefinitions } from './dialog/definitions.js';
import { createRegisteredSources } from './dialog/sources.js';

/** What forms and data need from other modules: people and their groups, names, dictionaries, the working-day calendar. */
export interface FormDataDeps {
  db: Db;
  clock: Clock;
  forms: FormsService;
  directory: Pick<DirectoryService, 'userRightMap' | 'orgsOfUser'>;
  names: { nameOf(tenantId: string, userId: string): Promise<string>; people: PeopleNames };
  dictionaries: { keys(tenantId: string, typeKey: string): Promise<DictionaryKeys>; combo(tenantId: string, typeKey: string): Promise<DictItem[]> };
  calendar: (startDate: string, endDate: string) => number;
  /** Hosts REST custom dialogs may call (COLUMN_ALLOWED_HOSTS); none when absent. */
  outbound?: { allowedHosts: ReadonlySet<string>; fetch?: typeof fetch };
  /** Users' seals, for signature fields (without them no signature may change: the seed's records). */
  seals?: { openedSealOf(session: Session): Promise<string | null> };
  /** Files signed onto records (seals) are granted to the records' readers. */
  files?: Pick<FilesService, 'grant' | 'registerGrantChecker'>;
}

/** The services of business objects, data templates, their records and change history (the seed defines its BOs and templates through `bos.define` and `templateDefinitions.define`). */
export function createFormData(deps: FormDataDeps) {
  const { db, clock, forms } = deps;
  const bos = createBoService({ repo: createBoRepository(db), clock });
  const templateRepo = createTemplateRepository(db);
  const templates = createTemplateService({ repo: templateRepo, bos, forms, principals: createPrincipals(deps.directory) });
  const recordsRepo = createRecordsRepository(db);
  const records = createRecordsService({
    templates, repo: recordsRepo, links: createProcessLinksRepository(db), clock,
    dictionaries: deps.dictionaries, names: deps.names, calendar: deps.calendar, seals: deps.seals, files: deps.files,
  });
  const drafts = createDraftsService({ repo: createDraftsRepository(db), templates, clock });
  const recordOps = createRecordOpsService({ templates, records, repo: recordsRepo });
  const dictionaryItems = (tenantId: string, typeKey: string) => deps.dictionaries.combo(tenantId, typeKey);
  const exports = createExportService({ templates, records, dictionaryItems, people: deps.names.people });
  const imports = createImportService({ repo: createImportRepository(db), templates, records, recordsRepo, dictionaryItems, people: deps.names.people, clock, names: deps.names });
  const history = createHistoryService({ repo: createHistoryRepository(db), templates, records });
  const design = createDesignService({ bos, forms, templates });
  const dialogRepo = createDialogRepository(db);
  const registered = createRegisteredSources(db);
  const dialogs = createDialogService({
    repo: dialogRepo, principals: createPrincipals(deps.directory), bos, records: recordsRepo, registered,
    directory: deps.directory, allowedHosts: deps.outbound?.allowedHosts ?? new Set(), fetch: deps.outbound?.fetch,
  });
  const dialogDefinitions = createDialogDefinitions({ repo: dialogRepo, clock, registeredNames: registered.names });
  const queryServices = createQueryServices({ db, clock, templates, principals: createPrincipals(deps.directory) });
  return { bos, templates, templateDefinitions: createTemplateDefinitions({ repo: templateRepo, bos, forms, clock }), records, history, design, drafts, recordOps, exports, imports, dialogs, dialogDefinitions, ...queryServices };
}
export type FormData = ReturnType<typeof createFormData>;
