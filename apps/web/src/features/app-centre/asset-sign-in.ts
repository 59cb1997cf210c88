/**
 * The asset-management system's sign-in, run when the application centre opens (spec 000: 'runs an
 * asset-system login helper'). The asset system and its single sign-on arrive with the asset-management
 * issue; until then this is deliberately empty: it calls nothing, stores no asset token and shows nothing.
 * Replace the body then (ticket from the portal session -> asset token in local storage under keys.assetToken).
 */
export async function assetSystemSignIn(): Promise<void> {
  // Intentionally nothing yet.
}
