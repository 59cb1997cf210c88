import type { Session } from '../../../platform/auth/session.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import type { RecordsRepository } from './records.repository.js';

/**
 * Who may read an instance, its form data, its opinions and its diagram: its participants (starter, past
 * and present handlers and candidates, transferrers, copy-to receivers and senders, communicate and inquiry
 * partners) and administrators. Everyone else gets 403; another tenant's instance does not exist (404).
 */
export function createAccessService(records: RecordsRepository) {
  /** Whether the session may read the instance (false also when it does not exist in the tenant). */
  async function mayRead(session: Session, instId: string): Promise<boolean> {
    if (session.isAdmin) return (await records.instance(session.tenantId, instId)) !== undefined;
    return records.isParticipant(session.tenantId, instId, session.userId);
  }

  return {
    mayRead,

    /** The instance row, or 404 when the tenant has no such instance and 403 when the session may not read it. */
    async readableInstance(session: Session, instId: string) {
      const row = await records.instance(session.tenantId, instId);
      if (!row) throw notFound('bpm.instanceNotFound');
      if (!session.isAdmin && !(await records.isParticipant(session.tenantId, instId, session.userId))) throw forbidden('bpm.notParticipant');
      return row;
    },

    /** A task (open or closed) and its instance, when the session may read the instance. */
    async readableTask(session: Session, taskId: string) {
      const task = await records.task(session.tenantId, taskId);
      if (!task) throw notFound('bpm.taskNotFound');
      const inst = await this.readableInstance(session, task.inst_id);
      return { task, inst };
    },

    /** The file grant check: attachments of an instance are readable by whoever may read the instance. */
    grantChecker: (session: Session, instId: string) => mayRead(session, instId),
  };
}
export type AccessService = ReturnType<typeof createAccessService>;
