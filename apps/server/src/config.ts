import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { hosts, ssoModes } from '@wp/contract';
import { cronProblem } from './modules/backups/cron.js';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The path of a PEM file, read here once: a file that cannot be read is a bad value like any other. */
const pemFile = z.string().transform((file, ctx) => {
  try {
    return fs.readFileSync(file);
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: `cannot read ${JSON.stringify(file)} (${(err as NodeJS.ErrnoException).code ?? err})` });
    return z.NEVER;
  }
});

/** Every environment variable the server reads; README's configuration table lists the same. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  TOKEN_LIFETIME_SECONDS: z.coerce.number().int().min(60).max(30 * 24 * 3600).default(8 * 3600),
  JWT_SECRET: z.string().min(32).optional(),
  SSO_MODE: z.enum(ssoModes).default('none'),
  CAS_SERVER_URL: z.string().url().optional(),
  DINGTALK_API_BASE: z.string().url().default('https://oapi.dingtalk.com'),
  DINGTALK_CORP_ID: z.string().min(1).max(64).optional(),
  DINGTALK_APP_KEY: z.string().min(1).optional(),
  DINGTALK_APP_SECRET: z.string().min(1).optional(),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.string().url().default('https://open.weixin.qq.com'),
  WECHAT_OA_APP_ID: z.string().min(1).max(64).optional(),
  WECHAT_OA_APP_SECRET: z.string().min(1).optional(),
  WECHAT_MP_APP_ID: z.string().min(1).max(64).optional(),
  WECHAT_MP_APP_SECRET: z.string().min(1).optional(),
  WECOM_API_BASE: z.string().url().default('https://qyapi.weixin.qq.com'),
  WECOM_CORP_ID: z.string().min(1).max(64).optional(),
  WECOM_AGENT_ID: z.string().min(1).max(32).optional(),
  WECOM_SECRET: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  DEFAULT_TENANT: z.string().default('platform'),
  SEED_DEMO: bool.default(true),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(20 * 1024 * 1024),
  /** The largest native app package an administrator may publish. */
  PACKAGE_MAX_BYTES: z.coerce.number().int().min(1024).default(300 * 1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  COLUMN_ALLOWED_HOSTS: z.string().optional(),
  /** How often the job executor looks for due jobs (timers, due-time reminders); 0 turns it off in this process. */
  JOB_POLL_MS: z.coerce.number().int().min(0).default(5000),
  LIVE_POLL_MS: z.coerce.number().int().min(50).max(10_000).default(250),
  /** Sign-in and seal-password requests one client address may make per minute. */
  ADDRESS_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** The reverse proxies (addresses or CIDR ranges, comma separated) whose X-Forwarded-For is believed; none by default. */
  TRUST_PROXY: z.string().optional(),
  TLS_CERT_FILE: pemFile.optional(),
  TLS_KEY_FILE: pemFile.optional(),
  /** When the server backs itself up (5-field cron, local time); unset or empty: no scheduled backups. */
  BACKUP_CRON: z.string().optional().transform((v, ctx) => {
    const expression = v?.trim();
    if (!expression) return undefined;
    const problem = cronProblem(expression);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: `${JSON.stringify(expression)} ${problem}` });
      return z.NEVER;
    }
    return expression;
  }),
  BACKUP_DIR: z.string().default('backups'),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  ...Object.fromEntries(Object.keys(hosts).map((h) => [`HOST_${h.toUpperCase()}`, z.string().optional()])),
}).superRefine((e, ctx) => {
  if (!e.TLS_CERT_FILE !== !e.TLS_KEY_FILE) {
    const [missing, set] = e.TLS_CERT_FILE ? ['TLS_KEY_FILE', 'TLS_CERT_FILE'] : ['TLS_CERT_FILE', 'TLS_KEY_FILE'];
    ctx.addIssue({ code: 'custom', path: [missing], message: `required when ${set} is set` });
  }
});

/** A WeChat app (official account or mini-program): its appid and secret, and WeChat's API. */
export type WeChatApp = { apiBase: string; appId: string; appSecret: string };
const weChatApp = (apiBase: string, appId?: string, appSecret?: string): WeChatApp | null =>
  (appId && appSecret ? { apiBase: apiBase.replace(/\/$/, ''), appId, appSecret } : null);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  tokenLifetimeSeconds: number;
  jwtSecret?: string;
  ssoMode: (typeof ssoModes)[number];
  casServerUrl?: string;
  /** The DingTalk app of one corporation that /dingTalk signs in with; null when not all of it is configured. */
  dingTalk: { apiBase: string; corpId: string; appKey: string; appSecret: string } | null;
  /** The WeChat official account and mini-program that /weChatOffAcc and /miniprogram sign in with (null: off). */
  weChatOfficialAccount: WeChatApp | null;
  weChatMiniProgram: WeChatApp | null;
  /** WeChat's OAuth pages, where /weChatOffAcc and /weChat send the browser. */
  weChatOpenBase: string;
  /** The WeCom app (agent) of one corporation that /weChat signs in with; null when not all of it is configured. */
  weCom: { apiBase: string; corpId: string; agentId: string; secret: string } | null;
  defaultTenant: string;
  seedDemo: boolean;
  uploadMaxBytes: number;
  /** The largest native app package (PACKAGE_MAX_BYTES). */
  packageMaxBytes: number;
  logLevel: string;
  /** The built web app (apps/web/dist unless WEB_DIST says otherwise). */
  webDist: string;
  /** Hosts (`host` or `host:port`, comma separated) portal column URLs and REST custom dialogs may reach besides this server. */
  columnAllowedHosts?: string;
  /** Milliseconds between two looks for due jobs; 0: this process runs no jobs. */
  jobPollMs: number;
  /** How often a process with connected tabs reads new live events (the most an event waits). */
  livePollMs: number;
  /** Sign-in and seal-password requests per client address per minute. */
  addressLimitPerMinute: number;
  /** The bearer token a Prometheus scraper sends to GET /metrics; without one there is no /metrics. */
  metricsToken?: string;
  /** Proxies trusted to name the client address (X-Forwarded-For); without them the socket's address counts. */
  trustProxy?: string[];
  /** Certificate (chain) and private key, PEM: the server then speaks HTTPS, HTTP/2 preferred. */
  tls?: { cert: Buffer; key: Buffer };
  /** Base URL the web app uses per spec host; the server mounts routes under the path part. */
  hosts: Record<keyof typeof hosts, string>;
  /** The scheduled backups' cron expression (BACKUP_CRON); none: no scheduled backups. */
  backupCron?: string;
  /** Where scheduled backups are written (BACKUP_DIR, resolved like DATA_DIR). */
  backupDir: string;
  /** How many scheduled backups are kept; older ones are deleted (BACKUP_KEEP). */
  backupKeep: number;
};

/** Reads and checks the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  const hostBases = Object.fromEntries(
    Object.entries(hosts).map(([h, base]) => [h, e[`HOST_${h.toUpperCase()}`] ?? base]),
  ) as Config['hosts'];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    tokenLifetimeSeconds: e.TOKEN_LIFETIME_SECONDS,
    jwtSecret: e.JWT_SECRET,
    ssoMode: e.SSO_MODE,
    casServerUrl: e.CAS_SERVER_URL,
    dingTalk: e.DINGTALK_CORP_ID && e.DINGTALK_APP_KEY && e.DINGTALK_APP_SECRET
      ? { apiBase: e.DINGTALK_API_BASE.replace(/\/$/, ''), corpId: e.DINGTALK_CORP_ID, appKey: e.DINGTALK_APP_KEY, appSecret: e.DINGTALK_APP_SECRET }
      : null,
    weChatOfficialAccount: weChatApp(e.WECHAT_API_BASE, e.WECHAT_OA_APP_ID, e.WECHAT_OA_APP_SECRET),
    weChatMiniProgram: weChatApp(e.WECHAT_API_BASE, e.WECHAT_MP_APP_ID, e.WECHAT_MP_APP_SECRET),
    weChatOpenBase: e.WECHAT_OPEN_BASE.replace(/\/$/, ''),
    weCom: e.WECOM_CORP_ID && e.WECOM_AGENT_ID && e.WECOM_SECRET
      ? { apiBase: e.WECOM_API_BASE.replace(/\/$/, ''), corpId: e.WECOM_CORP_ID, agentId: e.WECOM_AGENT_ID, secret: e.WECOM_SECRET }
      : null,
    defaultTenant: e.DEFAULT_TENANT,
    seedDemo: e.SEED_DEMO,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    packageMaxBytes: e.PACKAGE_MAX_BYTES,
    logLevel: e.LOG_LEVEL,
    // src/ and the bundled dist/ both lie one level below apps/server.
    webDist: e.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    columnAllowedHosts: e.COLUMN_ALLOWED_HOSTS,
    jobPollMs: e.JOB_POLL_MS,
    livePollMs: e.LIVE_POLL_MS,
    addressLimitPerMinute: e.ADDRESS_LIMIT_PER_MINUTE,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY ? e.TRUST_PROXY.split(',').map((s) => s.trim()).filter(Boolean) : undefined,
    tls: e.TLS_CERT_FILE && e.TLS_KEY_FILE ? { cert: e.TLS_CERT_FILE, key: e.TLS_KEY_FILE } : undefined,
    hosts: hostBases,
    backupCron: e.BACKUP_CRON,
    backupDir: path.resolve(e.BACKUP_DIR),
    backupKeep: e.BACKUP_KEEP,
  };
}
