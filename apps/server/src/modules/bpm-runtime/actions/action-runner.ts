import { step, type Command, type InstanceState, type StepResult } from '@wp/engine';
import type { Transaction } from 'kysely';
import type { BpmInstanceTable, Database } from '../../../db/schema.js';
import type { Session } from '../../../platform/auth/session.js';
import { newId, type Clock } from '../../../platform/clock.js';
import { AppError, conflict, notFound } from '../../../platform/errors.js';
import type { LoadedDefinition } from '../../bpm-model/definitions.service.js';
import type { OrgSnapshot } from '../../uc/org-directory.js';
import { createCallTree, definitionShelf, UnloadedDefinition } from './call-tree.js';
import type { AttachmentStore, Definitions, Directory } from '../shared/ports.js';
import type { FileRef } from './effect-rows.js';
import { engineCall } from './engine-errors.js';
import type { OutcomeListeners } from './outcome-listeners.js';
import { plantCalendar } from '../timers/working-days.js';
import type { CommitInput, CommitResult, InstanceRow, RuntimeRepository } from './runtime.repository.js';

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
  /**
   * Server rules checked once the engine has accepted the command, under the instance's lock (so refusals of
   * rights and state come first): a reason a reject needs, how often holders may be urged. Throws to refuse.
   */
  accept?: (result: StepResult, tx: Transaction<Database>) => void | Promise<void>;
}

/**
 * How an action ended, for the process's metrics: `kind` is the engine command ('complete', 'reject', 'timerFired'
 * ...), or 'unknown' when the action was answered or refused before its command was planned (a replay, a task gone).
 */
export interface ActionEnd { kind: string; outcome: 'done' | 'replayed' | 'refused' | 'failed' }

export interface ActSpec<R> {
  load(): Promise<Loaded>;
  plan(loaded: Loaded): Plan | Promise<Plan>;
  reply(loaded: Loaded, result: StepResult): R;
}

/**
 * The loaded instance as it stands under the lock, and whether an action came in between (its state must then
 * be planned again). A draft that moved on meanwhile was started or saved again: 'already handled'.
 */
function underLock(first: Loaded, row: InstanceRow | undefined): { l: Loaded; moved: boolean } {
  if (first.isNew) return { l: first, moved: false };
  if (!row) throw conflict('bpm.alreadyHandled');
  if (row.revision === first.row.revision) return { l: { ...first, row }, moved: false };
  if (first.state === null) throw conflict('bpm.alreadyHandled');
  return { l: { ...first, row, state: row.state_json ? (JSON.parse(row.state_json) as InstanceState) : null }, moved: true };
}

/** Attachments the plan worked out under the lock names that were not checked before it: check them, then act again. */
class UncheckedFiles extends Error {
  constructor(readonly ids: string[]) { super('unchecked attachments'); }
}

/**
 * Runs an engine action: load, step, and commit in one transaction that holds the instance (see
 * `commitLocked`), with the reply stored under the idempotency key in the same transaction. Concurrent actions
 * on one instance (the members of a sign task voting at once, two branches) queue behind each other and each
 * steps from the state the previous one committed; only a task that is really gone answers 'already handled'.
 * A retry with a used key gets the first reply back without acting. The instances the step reaches through call
 * activities (a child started or ended, a parent told) are stepped in the same transaction (`createCallTree`); an
 * instance started by a call is taken after the instances above it, so every action on a tree of calls takes its
 * locks from the root down.
 */
export function createActionRunner(deps: {
  repo: RuntimeRepository; definitions: Definitions; organisation: Directory; clock: Clock; files: AttachmentStore;
  /** Told of the outcomes an action settles, in its transaction. */
  outcomes?: OutcomeListeners;
  /** Told how each action ended (after its transaction). */
  observe?: (end: ActionEnd) => void;
}) {
  const { repo, definitions, organisation, clock, files, outcomes, observe } = deps;

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
      const end: ActionEnd = { kind: 'unknown', outcome: 'replayed' };
      try {
        const reply = await actOnce(session, idempotencyKey, spec, end);
        observe?.(end);
        return reply;
      } catch (e) {
        observe?.({ kind: end.kind, outcome: e instanceof AppError && e.statusCode < 500 ? 'refused' : 'failed' });
        throw e;
      }
    },
  };

  /** `act`, telling `end` the command's kind once planned and 'done' once committed (a stored reply leaves 'replayed'). */
  async function actOnce<R>(session: Session, idempotencyKey: string | undefined, spec: ActSpec<R>, end: ActionEnd): Promise<R> {
    const earlier = await storedReply<R>(session, idempotencyKey);
    if (earlier !== undefined) return earlier;
    try {
      // Read without the lock: which instance, its definition and organisation (fixed for an instance), and the
      // attachments the action names, checked here because the checks read the database outside the transaction.
      const first = await spec.load();
      const firstPlan = await spec.plan(first);
      end.kind = firstPlan.command.type;
      const fileRefs = await attachments(session, firstPlan.fileIds ?? []);
      const above = await repo.ancestors(session.tenantId, first.row.parent_inst_id);
      const shelf = definitionShelf(definitions, session.tenantId);
      await shelf.preload([first.def, ...(await Promise.all(above.map((row) => definitions.load(session.tenantId, row.def_id))))]);
      for (;;) {
        let done!: { reply: R; instId: string; fileIds: string[] };
        const prepare = async (row: InstanceRow | undefined, tx: Transaction<Database>): Promise<CommitInput> => {
          const { l, moved } = underLock(first, row);
          const plan = moved ? await spec.plan(l) : firstPlan;
          const unchecked = (plan.fileIds ?? []).filter((id) => !fileRefs.has(id));
          if (unchecked.length > 0) throw new UncheckedFiles(unchecked);
          const now = clock.now().toISOString();
          // The engine's first id of a start is the instance id: a started draft keeps its own.
          let presetId = plan.instanceId;
          const nextId = () => {
            const id = presetId ?? newId();
            presetId = undefined;
            return id;
          };
          const ctx = { now, newId: nextId, directory: l.dir, isAdmin: session.isAdmin, calendar: plantCalendar };
          const result = engineCall(() => step(l.def.def, l.state, plan.command, ctx));
          await plan.accept?.(result, tx);
          const tree = createCallTree({ tx, repo, shelf, tenantId: session.tenantId, now, newId, dir: l.dir, actorId: session.userId });
          await tree.own(l, result, { files: fileRefs, copy: plan.copy, patch: plan.rowPatch });
          const reply = spec.reply(l, result);
          done = { reply, instId: result.state.id, fileIds: plan.fileIds ?? [] };
          const settled = outcomes?.any ? tree.settled() : [];
          return {
            tenantId: session.tenantId,
            instances: tree.instances(),
            idempotency: idempotencyKey ? { userId: session.userId, key: idempotencyKey, reply, now } : undefined,
            // The listeners write after the instances' rows, in the same transaction.
            extra: settled.length === 0 ? plan.extra : async (tx) => {
              await plan.extra?.(tx);
              await outcomes!.notify(settled, tx);
            },
          };
        };
        let outcome: CommitResult;
        try {
          outcome = await repo.commitLocked(session.tenantId, first.isNew ? null : first.row, prepare, above.map((row) => row.id));
        } catch (e) {
          if (e instanceof UnloadedDefinition) {
            await shelf.fetch(e.want);
            continue;
          }
          if (!(e instanceof UncheckedFiles)) throw e;
          for (const [id, ref] of await attachments(session, e.ids)) fileRefs.set(id, ref);
          continue;
        }
        if (outcome === 'ok') {
          for (const id of done.fileIds) await files.grant(id, 'instance', done.instId);
          end.outcome = 'done';
          return done.reply;
        }
        // 'duplicateKey': a twin with the same key committed first (answered below). A lost revision check
        // cannot happen under the lock: it is refused, never retried.
        break;
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
  }
}
export type ActionRunner = ReturnType<typeof createActionRunner>;
