import { useQuery } from '@tanstack/react-query';
import { userApi, type UserDetail } from '@wp/contract';
import { call } from '../../lib/http/client.js';
import { keys, session } from '../../lib/storage.js';
import { useSession } from '../../lib/session/store.js';
import { chooseCurrentCharge } from '../../lib/session/current-post.js';
import { create } from 'zustand';
import { accountKeys } from './keys.js';

/** The signed-in user's detail (user, roles, orgs, posts), shared by every screen that needs it. */
export function useUserDetail() {
  const user = useSession((s) => s.user);
  return useQuery({
    queryKey: accountKeys.detail(user?.userId),
    queryFn: ({ signal }) => call(userApi.getDetailByAccountOrId, { body: { accountOrId: user!.account }, signal, parallel: true }),
    enabled: !!user,
    staleTime: 60_000,
  });
}

/**
 * Which post each user acts under now; switching stores the post id for this session. Keyed by user, so a
 * sign-out never carries one user's choice into the next user's session.
 */
export const useCurrentPostId = create<{ byUser: Record<string, string>; setPostId(userId: string, postId: string): void }>((set) => ({
  byUser: {},
  setPostId(userId, postId) {
    session.set(keys.currentPost(userId), postId);
    set((s) => ({ byUser: { ...s.byUser, [userId]: postId } }));
  },
}));

export function useCurrentCharge(detail: UserDetail | undefined) {
  const user = useSession((s) => s.user);
  const chosen = useCurrentPostId((s) => (user ? s.byUser[user.userId] : undefined));
  if (!detail || !user) return { post: null, org: null };
  return chooseCurrentCharge(detail, chosen ?? session.get(keys.currentPost(user.userId)));
}
