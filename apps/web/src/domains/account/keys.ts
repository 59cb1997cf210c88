/** Query keys of the signed-in user's own account: the detail (roles, orgs, posts) and the electronic seal. */
export const accountKeys = {
  all: ['account'] as const,
  detail: (userId: string | undefined) => [...accountKeys.all, 'detail', userId] as const,
  seal: (userId: string | undefined) => [...accountKeys.all, 'seal', userId] as const,
};
