import type { Session } from '../../../platform/auth/session.js';
import { forbidden } from '../../../platform/errors.js';
import type { EamAuthService } from '../auth/eam-auth.service.js';
import type { MaintenanceRepository } from './maintenance.repository.js';

/**
 * Who may do what in maintenance: members (and the leader) of a task's group start, execute and finish it; the
 * group's leader or a maintenance manager (tenant administrators, the role eamMaintainManager) start and stop
 * its plans, generate and cancel its tasks. Everyone of the tenant reads.
 */
export interface Actor {
  userId: string;
  groupIds: string[];
  leads: Set<string>;
  manager: boolean;
}

export function createMaintenanceAccess(deps: { repo: MaintenanceRepository; auth: Pick<EamAuthService, 'rightsOf'> }) {
  const { repo, auth } = deps;
  const isMember = (actor: Actor, groupId: string) => actor.groupIds.includes(groupId);
  const mayManage = (actor: Actor, groupId: string) => actor.manager || actor.leads.has(groupId);
  const groupName = async (session: Session, groupId: string) => (await repo.group(session.tenantId, groupId))?.name ?? groupId;

  return {
    isMember,
    mayManage,

    async actorOf(session: Session): Promise<Actor> {
      const [groups, rights] = await Promise.all([repo.groupsOf(session.tenantId, session.userId), auth.rightsOf(session)]);
      return {
        userId: session.userId,
        groupIds: groups.map((g) => g.id),
        leads: new Set(groups.filter((g) => g.leader_id === session.userId).map((g) => g.id)),
        manager: rights.includes('maintainManager'),
      };
    },

    /** 403 unless the caller belongs to the group. */
    async requireMember(session: Session, actor: Actor, groupId: string) {
      if (!isMember(actor, groupId)) throw forbidden('eam.maintenance.notMember', { group: await groupName(session, groupId) });
    },

    /** 403 unless the caller leads the group or is a maintenance manager. */
    async requireManager(session: Session, actor: Actor, groupId: string) {
      if (!mayManage(actor, groupId)) throw forbidden('eam.maintenance.notLeader', { group: await groupName(session, groupId) });
    },
  };
}
export type MaintenanceAccess = ReturnType<typeof createMaintenanceAccess>;
