import { z } from 'zod';
import { endpoint } from '../endpoint.js';

export const ssoModes = ['none', 'jwt', 'cas'] as const;

/** What the web app needs to know at run time; served by the server, never built in. */
export const runtimeConfig = z.object({
  /** Base URL per spec host (uc, portal, bpmRunTime, bpmModel, form, mobile, app). */
  hosts: z.record(z.string(), z.string()),
  /** SPKI PEM of the key the client encrypts passwords with (RSA-OAEP, SHA-256). */
  rsaPublicKey: z.string(),
  ssoMode: z.enum(ssoModes),
  /** CAS login URL used in cas mode. */
  casLoginUrl: z.string(),
  defaultTenant: z.string(),
  version: z.string(),
  /** What the WeChat sign-in pages send the browser to WeChat with: public ids only (null or absent: that sign-in is off). */
  weChat: z.object({
    /** WeChat's OAuth pages (open.weixin.qq.com). */
    openBase: z.string(),
    officialAccountAppId: z.string().nullable(),
    weComCorpId: z.string().nullable(),
    weComAgentId: z.string().nullable(),
  }).optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

export const getRuntimeConfig = endpoint({
  host: 'app', method: 'GET', path: '/runtime-config.json', anonymous: true,
  summary: 'Runtime configuration of the web app', reply: runtimeConfig,
});

/**
 * Readiness, for a load balancer: 200 while this process can serve (its database answers), 503 otherwise. A process
 * shutting down answers every new request 503 while it finishes what it has, this one included.
 */
export const ready = endpoint({
  host: 'app', method: 'GET', path: '/health/ready', anonymous: true,
  summary: 'Readiness: 200 while the database answers, else 503 (also while the process shuts down)',
  reply: z.object({ ready: z.boolean(), db: z.boolean() }),
});

export const health = endpoint({
  host: 'app', method: 'GET', path: '/health', anonymous: true,
  summary: 'Liveness and database reachability',
  reply: z.object({ status: z.enum(['ok', 'degraded']), db: z.boolean(), uptime: z.number() }),
});
