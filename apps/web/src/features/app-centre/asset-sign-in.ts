import { hasEamToken, signInToEam } from '../../lib/eam/client.js';

/**
 * The asset-management system's sign-in, run when the application centre opens (spec 000: 'runs an
 * asset-system login helper'): a portal ticket exchanged for an asset token kept in local storage (ADR 0024),
 * unless a working one is there. It never holds up the page and never shows a failure: the asset screens sign
 * in on demand anyway.
 */
export async function assetSystemSignIn(): Promise<void> {
  if (hasEamToken()) return;
  await signInToEam({ silent: true }).catch(() => undefined);
}
