/**
 * The page a guest token (from a short link) is limited to, read from the token's `guest` claim; null for a
 * full session or a token that is not a readable JWT. The server decides what a guest may call; this only spares
 * a guest the buttons and reads it would refuse (acting, the form definition, my tasks).
 */
export function guestScope(token: string | undefined | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as { guest?: unknown };
    return typeof claims.guest === 'string' && claims.guest ? claims.guest : null;
  } catch {
    return null;
  }
}
