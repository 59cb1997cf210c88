import { createHash, randomBytes } from 'node:crypto';
import { eamApi, type EamUser } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import type { SessionLookup } from '../../../platform/auth/auth-hook.js';
import { newId, type Clock } from '../../../platform/clock.js';
import { unauthorized } from '../../../platform/errors.js';
import type { OrgDirectoryProvider } from '../../uc/org-directory.js';
import type { EamAuthRepository } from './eam-auth.repository.js';

/** The role (uc_role.code, seeded in seed/plant.ts) whose members read the assets' finance group (资产财务); administrators always may. */
export const EAM_FINANCE_ROLE = 'eamFinance';
/** The role whose members keep the ledger and print its QR labels (设备管理员); administrators always may. */
export const EAM_LEDGER_ROLE = 'equipAdmin';
/** The role whose members manage every maintenance group's plans and tasks (保养主管); administrators always may. */
export const EAM_MAINTAIN_MANAGER_ROLE = 'eamMaintainManager';
/** The role whose members write the repair settings and dispatch, cancel and accept any repair order (维修主管); administrators always may. */
export const EAM_REPAIR_MANAGER_ROLE = 'eamRepairManager';

type Right = EamUser['rights'][number];

/** 32 random bytes, URL-safe: a ticket or a token. Only its SHA-256 hash is stored. */
const secret = () => randomBytes(32).toString('base64url');
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The asset system's credentials (ADR 0024): the portal issues a one-use ticket to its signed-in user; the asset
 * system exchanges it for an asset token of its own, which lasts EAM_TOKEN_HOURS and ends earlier when the
 * portal session it came from ends (sign-out, a disabled user) or when it is revoked.
 */
export function createEamAuthService(deps: { repo: EamAuthRepository; clock: Clock; sessions: SessionLookup; organisation: OrgDirectoryProvider }) {
  const { repo, clock, sessions, organisation } = deps;
  const nowIso = () => clock.now().toISOString();

  /** What the user may do beyond reading assets: 'admin' for tenant administrators; the others for them and the rights' roles. */
  async function rightsOf(session: Pick<Session, 'tenantId' | 'userId' | 'isAdmin'>): Promise<Right[]> {
    if (session.isAdmin) return ['finance', 'admin', 'maintainManager', 'repairManager', 'labels'];
    const org = await organisation.forTenant(session.tenantId);
    const holds = (role: string) => org.usersOfRole(role).includes(session.userId);
    const rights: Right[] = [];
    if (holds(EAM_FINANCE_ROLE)) rights.push('finance');
    if (holds(EAM_MAINTAIN_MANAGER_ROLE)) rights.push('maintainManager');
    if (holds(EAM_REPAIR_MANAGER_ROLE)) rights.push('repairManager');
    if (holds(EAM_LEDGER_ROLE)) rights.push('labels');
    return rights;
  }

  return {
    rightsOf,

    /** A one-use ticket for the signed-in portal user, valid EAM_TICKET_SECONDS. */
    async issueTicket(session: Session): Promise<{ ticket: string; expiresAt: string }> {
      const now = clock.now();
      const ticket = secret();
      const expiresAt = new Date(now.getTime() + eamApi.EAM_TICKET_SECONDS * 1000).toISOString();
      // Old tickets go on the way: the table holds only the last minute's.
      await repo.deleteStaleTickets(now.toISOString());
      await repo.insertTicket({
        id: newId(), tenant_id: session.tenantId, user_id: session.userId, account: session.account, session_id: session.sid,
        ticket_hash: hashOf(ticket), expires_at: expiresAt, used_at: null, created_at: now.toISOString(),
      });
      return { ticket, expiresAt };
    },

    /** Exchanges a ticket for an asset token; a used, expired or unknown ticket, or a portal session ended meanwhile, is a 401. */
    async signIn(ticket: string): Promise<{ token: string; expiresAt: string; user: EamUser }> {
      const now = clock.now();
      const used = await repo.consumeTicket(hashOf(ticket), now.toISOString());
      if (!used) throw unauthorized('eam.ticketRefused');
      const active = await sessions.activeSession({ userId: used.user_id, tenantId: used.tenant_id, sid: used.session_id });
      if (!active) throw unauthorized('eam.ticketRefused');
      const token = secret();
      const expiresAt = new Date(now.getTime() + eamApi.EAM_TOKEN_HOURS * 3600 * 1000).toISOString();
      // Tokens that ended more than a week ago go on the way: the table holds the live ones and recent history.
      await repo.deleteTokensEndedBefore(new Date(now.getTime() - 7 * 86_400_000).toISOString());
      await repo.insertToken({
        id: newId(), tenant_id: used.tenant_id, user_id: used.user_id, account: used.account, session_id: used.session_id,
        token_hash: hashOf(token), expires_at: expiresAt, revoked_at: null, created_at: now.toISOString(),
      });
      const org = await organisation.forTenant(used.tenant_id);
      const rights = await rightsOf({ tenantId: used.tenant_id, userId: used.user_id, isAdmin: active.isAdmin });
      return { token, expiresAt, user: { id: used.user_id, account: used.account, name: org.nameOf(used.user_id), rights } };
    },

    /** The session an asset token stands for, or null (unknown, expired, revoked, or its portal session has ended). */
    async sessionOf(token: string): Promise<Session | null> {
      const row = await repo.liveToken(hashOf(token), nowIso());
      if (!row) return null;
      const active = await sessions.activeSession({ userId: row.user_id, tenantId: row.tenant_id, sid: row.session_id });
      if (!active) return null;
      return {
        userId: row.user_id, account: row.account, tenantId: row.tenant_id, sid: row.session_id, jti: row.id,
        iat: Math.floor(Date.parse(row.created_at) / 1000), exp: Math.floor(Date.parse(row.expires_at) / 1000), isAdmin: active.isAdmin,
      };
    },
  };
}
export type EamAuthService = ReturnType<typeof createEamAuthService>;
