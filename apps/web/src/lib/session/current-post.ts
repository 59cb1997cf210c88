import type { OrgEntry, PostEntry, UserDetail } from '@wp/contract';

export interface CurrentCharge { post: PostEntry | null; org: OrgEntry | null }

/**
 * The current post (spec section 4): the post remembered for this user in the session if it still exists;
 * else the master post in the user's main org; else the first post. The current org is the master org, or the first.
 */
export function chooseCurrentCharge(detail: Pick<UserDetail, 'org' | 'post'>, rememberedPostId: string | null): CurrentCharge {
  const org = detail.org.find((o) => o.isMaster === '1') ?? detail.org[0] ?? null;
  const posts = Object.values(detail.post);
  const post =
    (rememberedPostId ? detail.post[rememberedPostId] : undefined) ??
    posts.find((p) => p.isMaster === '1' && (!org || p.orgId === org.orgId)) ??
    posts[0] ??
    null;
  return { post, org };
}

/** The post map with the chosen post marked disabled, as the post picker shows it. */
export function markChosen(posts: Record<string, PostEntry>, chosenId: string | undefined) {
  return Object.values(posts).map((p) => ({ ...p, disabled: p.postId === chosenId }));
}

/** Role names of the detail's '|' string. */
export const roleNames = (role: string) => role.split('|').map((r) => r.trim()).filter(Boolean);
