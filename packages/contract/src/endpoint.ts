import type { z } from 'zod';

/**
 * The service hosts of the spec. Each is a configured base URL on the client and a route prefix on the
 * server; by default all live on one origin under the prefix below.
 */
export const hosts = {
  uc: '/uc',
  portal: '/portal',
  bpmRunTime: '/bpm-runtime',
  bpmModel: '/bpm-model',
  form: '/form',
  mobile: '/mobile',
  /** The asset system (its own token and envelope, ADR 0024). */
  eam: '/service-eam',
  /** The product's own calls outside the spec's services (runtime config, health). */
  app: '',
} as const;
export type Host = keyof typeof hosts;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a route checks beyond its session and its input, each with the refusal it gives (the OpenAPI document
 * lists them): `signIn` tells who the caller is itself (401 wrong credentials, 403 an account that may not sign
 * in; never 404, it does not say which names exist), `lockout` counts wrong passwords (423), `rateLimit` counts
 * calls (429), `upstream` calls another server (502).
 */
export type EndpointGuard = 'signIn' | 'lockout' | 'rateLimit' | 'upstream';

/** One call of the spec: where it lives and the shapes it takes and gives. */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  host: Host;
  method: HttpMethod;
  /** Path after the host base, exactly as the spec writes it. */
  path: string;
  summary: string;
  query?: Q;
  body?: B;
  reply: R;
  /** Calls made before there is a session (sign-in, tenant lookup, sso). */
  anonymous?: boolean;
  guards?: readonly EndpointGuard[];
}

export const endpoint = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<Q, B, R>) => e;

/** The full path the client calls, e.g. `/uc/api/user/v1/user/getByAccount`. */
export const fullPath = (e: Pick<Endpoint, 'host' | 'path'>, bases: Record<Host, string> = hosts) =>
  bases[e.host] + e.path;

export type ReplyOf<E extends Endpoint> = z.output<E['reply']>;
type InputOf<T> = [T] extends [undefined] ? undefined : z.input<NonNullable<T>>;
export type BodyOf<E extends Endpoint> = InputOf<E['body']>;
export type QueryOf<E extends Endpoint> = InputOf<E['query']>;
