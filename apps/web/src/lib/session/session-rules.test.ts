import { describe, expect, it } from 'vitest';
import type { UserDetail } from '@wp/contract';
import { guardAllows, needsRefresh } from './refresh-policy.js';
import { chooseCurrentCharge, markChosen, roleNames } from './current-post.js';

describe('token refresh timing', () => {
  const user = { loginTime: 1_000_000, expiration: 500 }; // 500 s lifetime: refresh after 100 s
  it('refreshes once a fifth of the lifetime has passed', () => {
    expect(needsRefresh(user, 1_000_000 + 99_999)).toBe(false);
    expect(needsRefresh(user, 1_000_000 + 100_000)).toBe(true);
  });
  it('blocks new refreshes for 3 seconds', () => {
    expect(guardAllows(null, 5000)).toBe(true);
    expect(guardAllows(5000, 7999)).toBe(false);
    expect(guardAllows(5000, 8000)).toBe(true);
  });
});

describe('current post choice', () => {
  const post = (postId: string, orgId: string, isMaster: string) =>
    ({ postId, postName: postId, postCode: postId, orgId, orgName: orgId, orgCode: orgId, isMaster });
  const detail: Pick<UserDetail, 'org' | 'post'> = {
    org: [{ orgId: 'safety', orgName: '安全环保部', orgCode: 's', isMaster: '0' }, { orgId: 'equip', orgName: '设备管理部', orgCode: 'e', isMaster: '1' }],
    post: { p1: post('p1', 'safety', '0'), p2: post('p2', 'equip', '1'), p3: post('p3', 'equip', '0') },
  };
  it('prefers the post remembered for the session', () => {
    expect(chooseCurrentCharge(detail, 'p3').post?.postId).toBe('p3');
  });
  it('falls back to the master post of the main org, ignoring a stale remembered id', () => {
    expect(chooseCurrentCharge(detail, 'gone').post?.postId).toBe('p2');
    expect(chooseCurrentCharge(detail, null).org?.orgId).toBe('equip');
  });
  it('takes the first post and first org when nothing is master', () => {
    const plain = { org: [{ ...detail.org[0], isMaster: '0' }], post: { p1: post('p1', 'safety', '0'), p9: post('p9', 'x', '0') } };
    expect(chooseCurrentCharge(plain, null)).toMatchObject({ post: { postId: 'p1' }, org: { orgId: 'safety' } });
    expect(chooseCurrentCharge({ org: [], post: {} }, null)).toEqual({ post: null, org: null });
  });
  it('marks the chosen post disabled', () => {
    expect(markChosen(detail.post, 'p2').map((p) => [p.postId, p.disabled])).toEqual([['p1', false], ['p2', true], ['p3', false]]);
  });
  it("splits roles on '|'", () => {
    expect(roleNames('部门负责人|普通员工|')).toEqual(['部门负责人', '普通员工']);
    expect(roleNames('')).toEqual([]);
  });
});
