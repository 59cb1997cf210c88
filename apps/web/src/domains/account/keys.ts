/** Query keys of the signed-in user's own account: the detail (roles, orgs, posts), the electronic seal, the sign-in bindings. */
export const accountKeys = {
  all: ['account'] as const,
  detail: (userId: string | undefined) => [...accountKeys.all, 'detail', userId] as const,
  seal: (userId: string | undefined) => [...accountKeys.all, 'seal', userId] as const,
  identities: (userId: string | undefined) => [...accountKeys.all, 'identities', userId] as const,
};
