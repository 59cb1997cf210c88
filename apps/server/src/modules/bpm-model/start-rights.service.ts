import type { BpmDefAuthorizeTable } from '../../db/schema.js';
import { newId } from '../../platform/clock.js';
import { invalidField, notFound } from '../../platform/errors.js';
import type { MessageKey } from '../../platform/messages.js';
import type { Session } from '../../platform/auth/session.js';
import type { OrgDirectoryProvider, OrgSnapshot } from '../uc/org-directory.js';
import type { StartRightsRepository } from './start-rights.repository.js';

/** A start right: everyone, a user (id), a role (code), a post (code) or an organisation (id). */
export type StartRight =
  | { type: 'everyone' }
  | { type: 'user' | 'role' | 'post' | 'org'; id: string };

type Who = Pick<Session, 'tenantId' | 'userId'>;

/** The message of a start right naming nobody in the tenant, by kind. */
const unknownRef = { user: 'field.noSuchUser', role: 'field.noSuchRole', post: 'field.noSuchPost', org: 'field.noSuchOrg' } as const satisfies Record<string, MessageKey>;
export type StartCheck = { allowed: true } | { allowed: false; reason: 'noDefinition' | 'noRight' | 'notAgent' | 'leaderNoRight' };

/**
 * Who may start a process. Rights use the same references as the assignee rules of the node settings and
 * belong to the process key, so every version keeps them. An agent (a director's secretary) may start a
 * process on behalf of a leader when a pairing names them (for one key or for all) and the leader holds the
 * right. There is no implicit right for administrators: rights are data.
 */
export function createStartRightsService(deps: {
  repo: StartRightsRepository;
  organisation: OrgDirectoryProvider;
  /** The keys of the deployed processes of a tenant (their main versions). */
  deployedKeys: (tenantId: string) => Promise<string[]>;
}) {
  const { repo, organisation, deployedKeys } = deps;

  const holds = (dir: OrgSnapshot, userId: string, rule: BpmDefAuthorizeTable): boolean => {
    const id = rule.right_id ?? '';
    switch (rule.right_type) {
      case 'everyone': return true;
      case 'user': return id === userId;
      case 'role': return dir.usersOfRole(id).includes(userId);
      case 'post': return dir.usersOfPost(id).includes(userId);
      case 'org': return dir.usersOfOrg(id).includes(userId);
      default: return false;
    }
  };

  /**
   * The deployed keys a user holds a right for, in key order, for any number of users of a tenant: its keys,
   * rules and organisation are read once (a clerk acting for several leaders asks for each of them).
   */
  async function rightsOf(tenantId: string): Promise<(userId: string) => string[]> {
    const [keys, rules, dir] = await Promise.all([deployedKeys(tenantId), repo.rulesOf(tenantId), organisation.forTenant(tenantId)]);
    return (userId) => {
      if (!dir.exists(userId)) return [];
      const granted = new Set(rules.filter((r) => holds(dir, userId, r)).map((r) => r.def_key));
      return keys.filter((k) => granted.has(k));
    };
  }

  /** Deployed keys this user holds a right for, in key order. */
  const keysOf = async (tenantId: string, userId: string): Promise<string[]> => (await rightsOf(tenantId))(userId);

  /** The leaders a user acts for, each with the keys the pairing covers (null: every key). */
  async function pairings(who: Who): Promise<Map<string, Set<string> | null>> {
    const byLeader = new Map<string, Set<string> | null>();
    for (const row of await repo.leadersOf(who.tenantId, who.userId)) {
      if (row.leader_id === who.userId) continue;
      const known = byLeader.get(row.leader_id);
      if (row.def_key === null || known === null) byLeader.set(row.leader_id, null);
      else byLeader.set(row.leader_id, new Set([...(known ?? []), row.def_key]));
    }
    return byLeader;
  }

  const grant = (tenantId: string, defKey: string, rights: StartRight[]) =>
    repo.insertRules(rights.map((r) => ({ id: newId(), tenant_id: tenantId, def_key: defKey, right_type: r.type, right_id: r.type === 'everyone' ? null : r.id })));

  async function check(who: Who, defKey: string, leaderId?: string): Promise<StartCheck> {
    if (!(await deployedKeys(who.tenantId)).includes(defKey)) return { allowed: false, reason: 'noDefinition' };
    if (!leaderId || leaderId === who.userId) {
      return (await keysOf(who.tenantId, who.userId)).includes(defKey) ? { allowed: true } : { allowed: false, reason: 'noRight' };
    }
    const scope = (await pairings(who)).get(leaderId);
    if (scope === undefined || (scope !== null && !scope.has(defKey))) return { allowed: false, reason: 'notAgent' };
    return (await keysOf(who.tenantId, leaderId)).includes(defKey) ? { allowed: true } : { allowed: false, reason: 'leaderNoRight' };
  }

  return {
    /** Whether this user may start the process `defKey`, for themselves or on behalf of `leaderId`, and why not. */
    check,

    /** Whether this user may start the process `defKey`, for themselves or on behalf of `leaderId`. */
    mayStart: async (who: Who, defKey: string, leaderId?: string): Promise<boolean> => (await check(who, defKey, leaderId)).allowed,

    /** Keys of the deployed processes this user may start for themselves. */
    startableKeys: (who: Who): Promise<string[]> => keysOf(who.tenantId, who.userId),

    /** The user's own startable keys, and per leader they act for the keys they may start for that leader. */
    async permissionList(who: Who): Promise<{ defKeys: string[]; leaders: Array<{ id: string; name: string; defKeys: string[] }> }> {
      const [startable, byLeader, dir] = await Promise.all([rightsOf(who.tenantId), pairings(who), organisation.forTenant(who.tenantId)]);
      const leaders = [];
      for (const [id, scope] of byLeader) {
        if (!dir.exists(id)) continue;
        const keys = startable(id).filter((k) => scope === null || scope.has(k));
        if (keys.length > 0) leaders.push({ id, name: dir.nameOf(id), defKeys: keys });
      }
      leaders.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
      return { defKeys: startable(who.userId), leaders };
    },

    /** Adds start rights to a process key (seed and administration). */
    grant,

    /**
     * An administrator's grant on a deployed process: every reference must exist in the tenant (400 naming the
     * entry otherwise, nothing stored); rights the process has already are not added twice. Answers all its
     * rights afterwards and how many were added.
     */
    async grantChecked(tenantId: string, defKey: string, rights: StartRight[]): Promise<{ added: number; rights: StartRight[] }> {
      if (!(await deployedKeys(tenantId)).includes(defKey)) throw notFound('bpm.definitionNotFound');
      for (const type of ['user', 'role', 'post', 'org'] as const) {
        const refs = rights.flatMap((r) => (r.type === type ? [r.id] : []));
        const found = await repo.existing(tenantId, type, refs);
        const i = rights.findIndex((r) => r.type === type && !found.has(r.id));
        if (i >= 0) throw invalidField(`rights.${i}.id`, unknownRef[type], { id: (rights[i] as { id: string }).id });
      }
      const keyOf = (type: string, id: string | null) => `${type}:${id ?? ''}`;
      const had = new Set((await repo.rulesOf(tenantId)).filter((r) => r.def_key === defKey).map((r) => keyOf(r.right_type, r.right_id)));
      const fresh = new Map<string, StartRight>();
      for (const r of rights) {
        const k = keyOf(r.type, r.type === 'everyone' ? null : r.id);
        if (!had.has(k)) fresh.set(k, r);
      }
      await grant(tenantId, defKey, [...fresh.values()]);
      const all = (await repo.rulesOf(tenantId)).filter((r) => r.def_key === defKey)
        .map((r): StartRight => (r.right_type === 'everyone' ? { type: 'everyone' } : { type: r.right_type as Exclude<StartRight['type'], 'everyone'>, id: r.right_id ?? '' }));
      return { added: fresh.size, rights: all };
    },

    /** Lets `agentId` start processes (one key, or every key when null) on behalf of `leaderId`. */
    addAgent: (tenantId: string, leaderId: string, agentId: string, defKey: string | null = null) =>
      repo.insertAgents([{ id: newId(), tenant_id: tenantId, leader_id: leaderId, agent_id: agentId, def_key: defKey }]),
  };
}
export type StartRightsService = ReturnType<typeof createStartRightsService>;
