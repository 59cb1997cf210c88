/** Who is calling: set by the auth hook from a valid, not signed-out token of an active user. */
export interface Session {
  userId: string;
  account: string;
  tenantId: string;
  /** The sign-in session (uc_session) the token belongs to. */
  sid: string;
  jti: string;
  /** Token issue and expiry, epoch seconds. */
  iat: number;
  exp: number;
  isAdmin: boolean;
  /** Set for guest tokens from short links: the one long URL they may open. */
  guest?: string;
}

declare module 'fastify' {
  interface FastifyRequest { session?: Session }
  interface FastifyContextConfig { anonymous?: boolean; keptReply?: boolean }
}
