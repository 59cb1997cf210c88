/**
 * Who holds which role, post and organisation, and who heads whose department. Synchronous on purpose:
 * the engine stays pure, so the server preloads (or caches) the organisation before calling it.
 */
export interface OrgDirectory {
  usersOfRole(code: string): string[];
  usersOfPost(code: string): string[];
  usersOfOrg(id: string): string[];
  /** The head of the user's main department, or null when it has none. */
  headOf(userId: string): string | null;
  exists(userId: string): boolean;
}
