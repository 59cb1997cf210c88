import type { SysTypeNode } from '@wp/contract';
import type { DictionaryKeys } from '@wp/form';
import type { Transaction } from 'kysely';
import type { BpmDefinitionTable, Database } from '../../../db/schema.js';
import type { Session } from '../../../platform/auth/session.js';
import type { LoadedDefinition } from '../../bpm-model/definitions.service.js';
import type { OrgSnapshot } from '../../uc/org-directory.js';

/** What the runtime needs from other modules, as small interfaces: its module (index.ts) passes in the services of the modules it needs. */

/** Process definitions (the flow model's definitions service). */
export interface Definitions {
  load(tenantId: string, id: string): Promise<LoadedDefinition>;
  loadMain(tenantId: string, key: string): Promise<LoadedDefinition>;
  row(tenantId: string, id: string): Promise<BpmDefinitionTable | undefined>;
  mainOnes(tenantId: string): Promise<BpmDefinitionTable[]>;
}

/** Serial numbers of the sys module's rules, taken inside the caller's transaction (a start's). */
export interface Serials { next(tenantId: string, alias: string, tx: Transaction<Database>): Promise<string> }

/** Every key a data dictionary holds with its parent (the sys module's dictionaries): what a choice field, and a cascade's, may hold. */
export interface Dictionaries { keys(tenantId: string, typeKey: string): Promise<DictionaryKeys> }

/** The file id of the session user's seal once the session has passed its password (the user centre's seals), else null. */
export interface Seals { openedSealOf(session: Session): Promise<string | null> }

/** The organisation as the engine sees it, plus names. */
export interface Directory { forTenant(tenantId: string): Promise<OrgSnapshot> }

type Who = Pick<Session, 'tenantId' | 'userId'>;
/** Who may start which process, for themselves or on behalf of a leader (the flow model's start rights). */
export interface StartRights {
  mayStart(who: Who, defKey: string, leaderId?: string): Promise<boolean>;
  startableKeys(who: Who): Promise<string[]>;
}

/** Process categories (FLOW_TYPE) of the sys module. */
export interface Categories { tree(tenantId: string, typeKey: string): Promise<SysTypeNode[]> }

/** The files module as far as attachments go: who may read a file, and granting it to an instance's readers. */
export interface AttachmentStore {
  info(session: Session, fileId: string): Promise<{ fileId: string; fileName: string; size: number; mimeType: string }>;
  grant(fileId: string, refType: string, refId: string): Promise<void>;
  registerGrantChecker(refType: string, check: (session: Session, refId: string) => Promise<boolean>): void;
}

/**
 * Definitions with every loaded version kept: a stored version never changes, so once compiled (and checked
 * to belong to the tenant) it needs no database read again.
 */
export function rememberingDefinitions(definitions: Definitions): Definitions {
  const loaded = new Map<string, Promise<LoadedDefinition>>();
  return {
    ...definitions,
    load(tenantId, id) {
      const key = `${tenantId}/${id}`;
      let hit = loaded.get(key);
      if (!hit) {
        hit = definitions.load(tenantId, id);
        loaded.set(key, hit);
        hit.catch(() => loaded.delete(key));
      }
      return hit;
    },
    loadMain: (tenantId, key) => definitions.loadMain(tenantId, key),
    row: (tenantId, id) => definitions.row(tenantId, id),
    mainOnes: (tenantId) => definitions.mainOnes(tenantId),
  };
}
