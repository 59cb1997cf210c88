/**
 * Faults of what the server stands on rather than of the request: the database gone for a moment (PostgreSQL
 * restarting, a failover, the network to it) and a full disk. The error handler answers them with a status a
 * balancer and a client can act on (503 with Retry-After: try again; 507: tell the administrator) instead of a 500.
 */

/** PostgreSQL's classes 08 (connection exception) and 57P (operator intervention: shutdown, restart, cannot connect now). */
const PG_UNAVAILABLE = /^(08|57P)/;
/** Node's socket errors on the way to the database. */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** Whether the database could not be reached or dropped the connection (the same request may succeed in a moment). */
export function isDatabaseUnavailable(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown } | null;
  const code = String(err?.code ?? '');
  if (PG_UNAVAILABLE.test(code) || SOCKET_ERRORS.has(code)) return true;
  // node-postgres's own words when the server closed the socket or the pool could not connect in time.
  return /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(String(err?.message ?? ''));
}

/** Whether a write failed because the disk (or the user's quota on it) is full. */
export function isStorageFull(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
