/**
 * Who holds which role, post and organisation, and who heads whose department. Synchronous on purpose:
 * the engine stays pure, so the server preloads (or caches) the organisation before calling it.
 */
export interface OrgDirectory {
  usersOfRole(code: string): string[];
  usersOfPost(code: string): string[];
  usersOfOrg(id: string): string[];
  /**
   * The heads of the user's main department and of each department above it, nearest first (a department
   * without a head adds nobody). The user may be among them: the engine decides whom a head rule skips.
   */
  headsOf(userId: string): string[];
  exists(userId: string): boolean;
}
