import { calledKeys, step, type Command, type Effect, type InstanceState, type StepResult } from '@wp/engine';
import type { Transaction } from 'kysely';
import type { BpmInstanceTable, Database } from '../../../db/schema.js';
import { AppError, conflict } from '../../../platform/errors.js';
import { t } from '../../../platform/messages.js';
import type { LoadedDefinition } from '../../bpm-model/definitions.service.js';
import type { OrgSnapshot } from '../../uc/org-directory.js';
import { stepWrites, type StepWrites, type WriteContext } from './effect-rows.js';
import { engineCall } from './engine-errors.js';
import { draftFacts, factColumns } from '../shared/instance-facts.js';
import { label } from '../shared/labels.js';
import { outcomeOf } from './outcome.js';
import type { InstanceOutcomeChange } from './outcome-listeners.js';
import type { Definitions } from '../shared/ports.js';
import type { InstanceRow, RuntimeRepository, SteppedInstance } from './runtime.repository.js';
import { parseState } from '../shared/rows.js';
import { plantCalendar } from '../timers/working-days.js';

/**
 * A definition a step needs that was not loaded before the transaction (reading it inside would wait for SQLite's
 * one connection, which the transaction holds): the action gives the transaction up, loads it and runs again.
 */
export class UnloadedDefinition extends Error {
  constructor(readonly want: { id: string } | { key: string }) {
    super('definition not loaded');
  }
}

/** The compiled definitions an action may step with: its own, those above it in a tree of calls, and the processes they call. */
export function definitionShelf(definitions: Definitions, tenantId: string) {
  const versions = new Map<string, LoadedDefinition>();
  const latest = new Map<string, LoadedDefinition>();
  const shelf = {
    /** A stored version, by id. */
    version(id: string): LoadedDefinition {
      const def = versions.get(id);
      if (!def) throw new UnloadedDefinition({ id });
      return def;
    },
    /** The version a call of `key` starts: its latest deployed one. */
    latest(key: string): LoadedDefinition {
      const def = latest.get(key);
      if (!def) throw new UnloadedDefinition({ key });
      return def;
    },
    /** Loads what a step asked for; a called process with no deployed version refuses the action. */
    async fetch(want: UnloadedDefinition['want']): Promise<void> {
      if ('id' in want) {
        versions.set(want.id, await definitions.load(tenantId, want.id));
        return;
      }
      try {
        latest.set(want.key, await definitions.loadMain(tenantId, want.key));
      } catch (e) {
        if (e instanceof AppError && e.statusCode === 404) throw conflict('bpm.calledNotDeployed', { key: want.key });
        throw e;
      }
    },
    /** What a step is likely to need: these versions, and the latest of every process they call (the rest loads on demand). */
    async preload(defs: LoadedDefinition[]): Promise<void> {
      for (const def of defs) versions.set(def.row.id, def);
      for (const key of new Set(defs.flatMap((def) => calledKeys(def.def.model)))) {
        // A key with no deployed version refuses the action only when a step really calls it.
        await shelf.fetch({ key }).catch((e: unknown) => { if (!(e instanceof AppError)) throw e; });
      }
    },
  };
  return shelf;
}
export type DefinitionShelf = ReturnType<typeof definitionShelf>;

/** One instance the action steps: the row as read (or made, for a new one), its latest state and the rows of each step. */
interface Entry {
  row: BpmInstanceTable;
  isNew: boolean;
  followCount: number;
  def: LoadedDefinition;
  state: InstanceState | null;
  steps: StepWrites[];
  /** Row columns the action sets besides the state (form data, urgency ...). */
  patch?: Partial<BpmInstanceTable>;
}

export interface TreeContext {
  tx: Transaction<Database>;
  repo: RuntimeRepository;
  shelf: DefinitionShelf;
  tenantId: string;
  now: string;
  newId(): string;
  dir: OrgSnapshot;
  /** Who acted: the instances a cancelled call started end in their name. */
  actorId: string;
}

/** What the action's own rows carry beyond any step's: its attachments, a copy-to's notice. */
export type OwnRows = Pick<WriteContext, 'files' | 'copy'>;

type CallStarted = Extract<Effect, { type: 'callStarted' }>;

const ended = (state: InstanceState | null) => state?.status === 'end' || state?.status === 'manualend';

/**
 * The instances one action steps, in its one transaction: its own, and those its steps reach through call
 * activities (ADR 0015). A `callStarted` starts the latest version of the called process for the starter, and a
 * `callCancelled` ends the instance the call started (terminated); an instance started by a call that ends tells
 * its parent (`callEnded`). Each of those steps may lead to more; every instance is written once, with its latest
 * state, after the rows of each step taken on it.
 */
export function createCallTree(ctx: TreeContext) {
  const { tx, repo, shelf, tenantId, now, newId, dir } = ctx;
  // In the order met: the action's own instance first.
  const entries = new Map<string, Entry>();

  type Row = BpmInstanceTable & { follow_count?: number | string | null };
  function add(row: Row, def: LoadedDefinition, isNew: boolean, state: InstanceState | null, patch?: Partial<BpmInstanceTable>): Entry {
    const { follow_count: follows, ...plain } = row;
    return { row: plain, isNew, followCount: Number(follows ?? 0), def, state, steps: [], patch };
  }

  /** A stored instance the tree reaches (read under the lock), once. */
  function stored(row: InstanceRow | undefined): Entry | undefined {
    if (!row) return undefined;
    const known = entries.get(row.id);
    if (known) return known;
    const entry = add(row, shelf.version(row.def_id), false, parseState(row.state_json));
    entries.set(row.id, entry);
    return entry;
  }

  /** Takes the rows of a step on an entry, then what its calls lead to. */
  async function took(entry: Entry, result: StepResult, actorId: string, own: OwnRows = { files: new Map() }): Promise<void> {
    const before = entry.state;
    entry.state = result.state;
    entries.set(result.state.id, entry);
    const { row } = entry;
    entry.steps.push(stepWrites(result.effects, {
      tenantId, after: result.state, before, def: { key: row.def_key, name: row.def_name, typeId: row.type_id },
      starter: { id: row.starter_id, name: row.starter_name }, actorId, now, nameOf: (id) => dir.nameOf(id), newId, ...own,
      followers: entry.followCount > 0 ? await repo.followers(row.id, tx) : [],
    }));
    for (const effect of result.effects) {
      if (effect.type === 'callStarted') await startCall(entry, effect);
      else if (effect.type === 'callCancelled') await cancelCall(entry, effect.callId);
    }
    if (ended(result.state)) await tellParent(entry);
  }

  async function stepOn(entry: Entry, command: Command, actorId: string, isAdmin = false): Promise<void> {
    const result = engineCall(() => step(entry.def.def, entry.state, command, { now, newId, directory: dir, isAdmin, calendar: plantCalendar }));
    await took(entry, result, actorId);
  }

  /** A token reached a call activity: the called process's latest version starts for the starter, with the variables as its form data. */
  async function startCall(parent: Entry, effect: CallStarted): Promise<void> {
    // A later step of the parent may have left the call already (the tree follows each step's effects in turn).
    if (!parent.state?.calls?.some((c) => c.id === effect.callId)) return;
    const def = shelf.latest(effect.processKey);
    const node = parent.def.def.model.nodes[effect.nodeId];
    const opinion = t('zh-CN', 'bpm.callStartedOpinion', { subject: parent.state.subject, node: node?.name || effect.nodeId });
    const result = engineCall(() => step(def.def, null, { type: 'start', starterId: effect.starterId, vars: effect.vars, opinion },
      { now, newId, directory: dir, calendar: plantCalendar }));
    const child = add({
      id: result.state.id, tenant_id: tenantId, def_id: def.row.id, def_key: def.row.def_key, def_name: def.row.name, type_id: def.row.type_id,
      subject: '', status: 'running', starter_id: effect.starterId, starter_name: dir.nameOf(effect.starterId), starter_org_id: dir.mainOrgOf(effect.starterId),
      agent_leader_id: null, biz_key: null, form_data: JSON.stringify(effect.vars), state_json: null, revision: 0, urgent_state: parent.row.urgent_state,
      created_at: now, updated_at: now, end_time: null, outcome: null, form_id: def.row.form_id ?? null, ...draftFacts,
      parent_inst_id: parent.row.id, parent_call_id: effect.callId,
    }, def, true, null);
    await took(child, result, effect.starterId);
  }

  /** The token at a call activity left another way: the instance the call started ends, terminated, in the actor's name. */
  async function cancelCall(parent: Entry, callId: string): Promise<void> {
    const child = [...entries.values()].find((e) => e.row.parent_inst_id === parent.row.id && e.row.parent_call_id === callId)
      ?? stored(await repo.lockedChild(tx, tenantId, parent.row.id, callId));
    if (!child?.state || ended(child.state)) return;
    const reason = t('zh-CN', 'bpm.callCancelledReason', { subject: parent.state?.subject ?? parent.row.subject });
    await stepOn(child, { type: 'endProcess', taskId: null, userId: ctx.actorId, reason }, ctx.actorId, true);
  }

  /** An instance started by a call ended: its parent's call activity is done, and the parent goes on (a step of nobody). */
  async function tellParent(child: Entry): Promise<void> {
    const { parent_inst_id: parentId, parent_call_id: callId } = child.row;
    if (!parentId || !callId) return;
    const parent = entries.get(parentId) ?? stored(await repo.lockedInstance(tx, tenantId, parentId));
    // A parent that cancelled the call ended this instance itself: it waits for it no more.
    if (!parent?.state?.calls?.some((c) => c.id === callId)) return;
    const outcome = child.state!.outcome ?? 'approved';
    const opinion = t('zh-CN', 'bpm.callEndedOpinion', { subject: child.state!.subject, outcome: label('zh-CN', 'outcome', outcome) });
    await stepOn(parent, { type: 'callEnded', callId, outcome, opinion }, '');
  }

  return {
    /**
     * The action's own step, taken on `from` (whose row is new for a start): its rows carry the action's
     * attachments and notices; then the calls it starts, cancels or ends are followed.
     */
    async own(from: { row: Row; def: LoadedDefinition; isNew: boolean; state: InstanceState | null }, result: StepResult, own: OwnRows & { patch?: Partial<BpmInstanceTable> }): Promise<void> {
      const entry = add(from.row, from.def, from.isNew, from.state, own.patch);
      await took(entry, result, ctx.actorId, { files: own.files, copy: own.copy });
    },

    /** The instances whose outcome the action settled (ended, or withdrawn by the starter), for the outcome listeners. */
    settled(): InstanceOutcomeChange[] {
      return [...entries.values()].flatMap((e) => {
        const outcome = outcomeOf(e.state!);
        if (outcome === 'inProgress' || outcome === e.row.outcome) return [];
        return [{ tenantId, instId: e.state!.id, defKey: e.row.def_key, businessKey: e.patch?.biz_key ?? e.row.biz_key, outcome, at: now }];
      });
    },

    /** Every instance stepped, the action's own first: its row (inserted or updated once) and the rows of its steps. */
    instances(): SteppedInstance[] {
      return [...entries.values()].map((e) => {
        const state = e.state!;
        const columns: Partial<BpmInstanceTable> = {
          ...e.patch, subject: state.subject, status: state.status, state_json: JSON.stringify(state), updated_at: now,
          end_time: state.endedAt ?? null, outcome: outcomeOf(state), ...factColumns(state),
        };
        return {
          row: e.isNew
            ? { kind: 'insert', row: { ...e.row, ...columns, id: state.id, revision: e.steps.length } }
            : { kind: 'update', id: e.row.id, expectedRevision: e.row.revision, set: { ...changedColumns(e.row, columns), revision: e.row.revision + e.steps.length } },
          steps: e.steps,
        };
      });
    },
  };
}

/**
 * The columns whose value differs from the row read under the revision check. SQLite rewrites the entry of every
 * index over a column an UPDATE sets, changed or not: setting the unchanged status, outcome and the like on each
 * action rewrote four index pages of the instance table per commit.
 */
function changedColumns(row: Partial<BpmInstanceTable>, columns: Partial<BpmInstanceTable>): Partial<BpmInstanceTable> {
  return Object.fromEntries(Object.entries(columns).filter(([k, v]) => row[k as keyof BpmInstanceTable] !== v));
}
