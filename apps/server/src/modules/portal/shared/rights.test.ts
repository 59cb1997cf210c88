import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../platform/auth/session.js';
import { createRights } from './rights.js';
import type { RightsRepository } from './rights.repository.js';

const session = (userId: string): Session => ({ userId, account: userId, tenantId: 't1', sid: 's', jti: 'j', iat: 0, exp: 0, isAdmin: false });

/** Rights over a directory that counts its look-ups: wangfang holds role r1 and post p1 in the 生产运行部 below the plant. */
function rightsWithDirectory() {
  const directory = {
    userRightMap: vi.fn(async (_s: Session, userId: string) => ({ [userId]: { role: ['r1'], post: ['p1'] } })),
    orgsOfUser: vi.fn(async () => [{ path: 'plant.production' }]),
  };
  const rights = createRights({ repo: { rightsOf: async () => [] } as unknown as RightsRepository, directory: directory as never });
  return { rights, directory };
}

describe('the principal of a request', () => {
  it('names the user, their roles, posts and organisations with their parents', async () => {
    const { rights } = rightsWithDirectory();
    const p = await rights.principal(session('wangfang'));
    expect(p).toMatchObject({ userId: 'wangfang', tenantId: 't1', isAdmin: false });
    expect([...p.roleIds, ...p.postIds, ...p.orgIds]).toEqual(['r1', 'p1', 'plant', 'production']);
  });

  it('is loaded once per request (session), and again for the next one', async () => {
    const { rights, directory } = rightsWithDirectory();
    const first = session('wangfang');
    expect(await rights.principal(first)).toBe(await rights.principal(first));
    expect(directory.userRightMap).toHaveBeenCalledTimes(1);
    expect(directory.orgsOfUser).toHaveBeenCalledTimes(1);
    await rights.principal(session('wangfang'));
    expect(directory.userRightMap).toHaveBeenCalledTimes(2);
  });

  it('is loaded again after a look-up failed', async () => {
    const { rights, directory } = rightsWithDirectory();
    directory.orgsOfUser.mockRejectedValueOnce(new Error('directory down'));
    const s = session('wangfang');
    await expect(rights.principal(s)).rejects.toThrow('directory down');
    expect((await rights.principal(s)).orgIds.has('plant')).toBe(true);
  });
});
