import type { Session } from '../../platform/auth/session.js';
import type { DirectoryService } from './directory.service.js';

/** The caller as rights name people (the portal's grants, a data template's rules): the user, their roles, posts, and organisations with every parent. */
export interface Principal {
  userId: string;
  tenantId: string;
  isAdmin: boolean;
  roleIds: ReadonlySet<string>;
  postIds: ReadonlySet<string>;
  orgIds: ReadonlySet<string>;
}

/** Loads principals through the user centre, once per request (a session object lives for one request). */
export function createPrincipals(directory: Pick<DirectoryService, 'userRightMap' | 'orgsOfUser'>) {
  const loaded = new WeakMap<Session, Promise<Principal>>();
  async function load(session: Session): Promise<Principal> {
    const [map, orgs] = await Promise.all([directory.userRightMap(session, session.userId), directory.orgsOfUser(session, session.userId)]);
    const own = map[session.userId] ?? { role: [], post: [] };
    return {
      userId: session.userId, tenantId: session.tenantId, isAdmin: session.isAdmin,
      roleIds: new Set(own.role), postIds: new Set(own.post),
      // An organisation's path lists its ancestors: a rule naming the plant reaches every department below it.
      orgIds: new Set(orgs.flatMap((o) => o.path.split('.'))),
    };
  }
  return {
    of(session: Session): Promise<Principal> {
      let p = loaded.get(session);
      if (!p) {
        p = load(session);
        loaded.set(session, p);
        p.catch(() => loaded.delete(session));
      }
      return p;
    },
  };
}
export type Principals = ReturnType<typeof createPrincipals>;
