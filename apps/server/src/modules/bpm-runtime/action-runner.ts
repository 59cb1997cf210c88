import { step, type Command, type InstanceState, type StepResult } from '@wp/engine';
import type { Transaction } from 'kysely';
import type { BpmInstanceTable, Database } from '../../db/schema.js';
import type { Session } from '../../platform/auth/session.js';
import { newId, type Clock } from '../../platform/clock.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { LoadedDefinition } from '../bpm-model/definitions.service.js';
import type { OrgSnapshot } from '../uc/org-directory.js';
import type { AttachmentStore, Definitions, Directory } from './ports.js';
import { stepWrites, type FileRef } from './effect-rows.js';
import { engineCall } from './engine-errors.js';
import type { RuntimeRepository } from './runtime.repository.js';

/** An instance as an action sees it: its row, the engine state (null for drafts), its definition and organisation. */
export interface Loaded {
  /** With `follow_count` when read from the database: followers are looked up only when there are some. */
  row: BpmInstanceTable & { follow_count?: number | string | null };
  /** True when the row does not exist yet (a start without a draft). */
  isNew: boolean;
  state: InstanceState | null;
  def: LoadedDefinition;
  dir: OrgSnapshot;
}

/** What one action does to a loaded instance. */
export interface Plan {
  command: Command;
  /** Attachment ids: each must be readable by the actor; they become readable to the instance's participants. */
  fileIds?: string[];
  /** Row columns the action sets besides the engine state (form data, subject, urgency ...). */
  rowPatch?: Partial<BpmInstanceTable>;
  copy?: { taskId: string | null; opinion: string | null };
  /** The id the engine gives a new instance (a draft keeps its id when started). */
  instanceId?: string;
  extra?: (tx: Transaction<Database>) => Promise<void>;
}

export interface ActSpec<R> {
  load(): Promise<Loaded>;
  plan(loaded: Loaded): Plan | Promise<Plan>;
  reply(loaded: Loaded, result: StepResult): R;
}

const withoutFollowCount = ({ follow_count: _, ...row }: Loaded['row']): BpmInstanceTable => row;

// A concurrent action on the same instance (another branch, a claim) moves the revision on; the step is then
// worked out again on the new state, and only a task that is really gone answers 'already handled'.
const ATTEMPTS = 5;

/**
 * Runs an engine action: load, step, and commit in one transaction guarded by the instance revision, with
 * the reply stored under the idempotency key in the same transaction. A retry with a used key gets the
 * first reply back without acting.
 */
export function createActionRunner(deps: { repo: RuntimeRepository; definitions: Definitions; organisation: Directory; clock: Clock; files: AttachmentStore }) {
  const { repo, definitions, organisation, clock, files } = deps;

  async function loaded(row: Loaded['row'], isNew = false): Promise<Loaded> {
    const [def, dir] = await Promise.all([definitions.load(row.tenant_id, row.def_id), organisation.forTenant(row.tenant_id)]);
    return { row, isNew, state: row.state_json ? (JSON.parse(row.state_json) as InstanceState) : null, def, dir };
  }

  async function storedReply<R>(session: Session, key: string | undefined): Promise<R | undefined> {
    if (!key) return undefined;
    const json = await repo.idempotentReply(session.tenantId, session.userId, key);
    return json === undefined ? undefined : (JSON.parse(json) as R);
  }

  async function attachments(session: Session, ids: string[]): Promise<Map<string, FileRef>> {
    const out = new Map<string, FileRef>();
    for (const id of ids) {
      const info = await files.info(session, id);
      out.set(id, { id, name: info.fileName, size: info.size, mimeType: info.mimeType });
    }
    return out;
  }

  return {
    /** The instance a task belongs to; a task that is not there any more (or never was) is 'already handled'. */
    async byTask(session: Session, taskId: string): Promise<Loaded> {
      const row = await repo.instanceOfTask(session.tenantId, taskId);
      if (!row) throw conflict('bpm.alreadyHandled');
      return loaded(row);
    },

    async byInstance(session: Session, instId: string): Promise<Loaded> {
      const row = await repo.instance(session.tenantId, instId);
      if (!row) throw notFound('bpm.instanceNotFound');
      return loaded(row);
    },

    /** A not-yet-stored instance row for a start. */
    fresh: (row: BpmInstanceTable) => loaded(row, true),

    /** The stored reply of an earlier call with this key, if any. */
    storedReply,

    /** Runs one action to its committed reply (see the module comment). */
    async act<R>(session: Session, idempotencyKey: string | undefined, spec: ActSpec<R>): Promise<R> {
      const earlier = await storedReply<R>(session, idempotencyKey);
      if (earlier !== undefined) return earlier;
      try {
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const l = await spec.load();
          const plan = await spec.plan(l);
          const fileRefs = await attachments(session, plan.fileIds ?? []);
          const now = clock.now().toISOString();
          // The engine's first id of a start is the instance id: a started draft keeps its own.
          let presetId = plan.instanceId;
          const nextId = () => {
            const id = presetId ?? newId();
            presetId = undefined;
            return id;
          };
          const ctx = { now, newId: nextId, directory: l.dir, isAdmin: session.isAdmin };
          const result = engineCall(() => step(l.def.def, l.state, plan.command, ctx));
          const state = result.state;
          const writes = stepWrites(result.effects, {
            tenantId: session.tenantId, after: state, before: l.state, def: { key: l.row.def_key, name: l.row.def_name, typeId: l.row.type_id },
            starter: { id: l.row.starter_id, name: l.row.starter_name }, actorId: session.userId, now, nameOf: (id) => l.dir.nameOf(id), newId,
            files: fileRefs, copy: plan.copy, followers: !l.isNew && Number(l.row.follow_count ?? 0) > 0 ? await repo.followers(l.row.id) : [],
          });
          const reply = spec.reply(l, result);
          const columns: Partial<BpmInstanceTable> = {
            ...plan.rowPatch, subject: state.subject, status: state.status, state_json: JSON.stringify(state), updated_at: now,
            end_time: state.endedAt ?? null,
          };
          const outcome = await repo.commit({
            tenantId: session.tenantId,
            instance: l.isNew
              ? { kind: 'insert', row: { ...withoutFollowCount(l.row), ...columns, id: state.id, revision: 1 } }
              : { kind: 'update', id: l.row.id, expectedRevision: l.row.revision, set: { ...columns, revision: l.row.revision + 1 } },
            writes,
            idempotency: idempotencyKey ? { userId: session.userId, key: idempotencyKey, reply, now } : undefined,
            extra: plan.extra,
          });
          if (outcome === 'ok') {
            for (const id of fileRefs.keys()) await files.grant(id, 'instance', state.id);
            return reply;
          }
          if (outcome === 'duplicateKey') break;
        }
      } catch (e) {
        // A twin request with the same key may have won while this one failed: answer as it did.
        const twin = await storedReply<R>(session, idempotencyKey);
        if (twin !== undefined) return twin;
        throw e;
      }
      const twin = await storedReply<R>(session, idempotencyKey);
      if (twin !== undefined) return twin;
      throw conflict('bpm.alreadyHandled');
    },
  };
}
export type ActionRunner = ReturnType<typeof createActionRunner>;
