import type { PeopleScope } from './api/queryUserWithMainOrgPost.js';

/** Query keys of the organisation directory: dimensions, organisations and people. */
export const directoryKeys = {
  all: ['directory'] as const,
  dimensions: () => [...directoryKeys.all, 'dimensions'] as const,
  orgChildren: (demId: string | undefined, parentId: string | null) => [...directoryKeys.all, 'orgChildren', demId, parentId] as const,
  orgsByIds: (ids: readonly string[]) => [...directoryKeys.all, 'orgsByIds', [...ids].sort()] as const,
  people: (scope: PeopleScope | null) => [...directoryKeys.all, 'people', scope] as const,
  person: (userId: string) => [...directoryKeys.all, 'person', userId] as const,
  usersByIds: (ids: readonly string[]) => [...directoryKeys.all, 'usersByIds', [...ids].sort()] as const,
};
