import type { InstanceOutcomeValue } from '@wp/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** An instance whose outcome an action settled: it ended (approved, refused, terminated) or its starter withdrew it. */
export interface InstanceOutcomeChange {
  tenantId: string;
  instId: string;
  defKey: string;
  /** The business key it was started with (a record of another module), or null. */
  businessKey: string | null;
  outcome: Exclude<InstanceOutcomeValue, 'inProgress'>;
  /** When the action happened (ISO instant). */
  at: string;
}

/**
 * Told of each settled outcome inside the action's transaction, after the instance's rows are written: its writes
 * commit with the action, and a listener that throws refuses the action. It must read and write through `tx` only
 * (on SQLite the transaction holds the one connection).
 */
export type OutcomeListener = (change: InstanceOutcomeChange, tx: Transaction<Database>) => Promise<void>;

/** The listeners other modules register with the runtime (a repair order waiting for its approval, …). */
export function createOutcomeListeners() {
  const listeners: OutcomeListener[] = [];
  return {
    /** Registers a listener for every settled outcome of every process; it filters by `defKey` or `businessKey` itself. */
    on(listener: OutcomeListener): void {
      listeners.push(listener);
    },
    /** Whether anyone listens (an action without listeners adds no work). */
    get any(): boolean {
      return listeners.length > 0;
    },
    /** Tells every listener of every change, in order. */
    async notify(changes: InstanceOutcomeChange[], tx: Transaction<Database>): Promise<void> {
      for (const change of changes) for (const listener of listeners) await listener(change, tx);
    },
  };
}
export type OutcomeListeners = ReturnType<typeof createOutcomeListeners>;
