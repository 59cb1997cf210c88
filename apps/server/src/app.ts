import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, jsonSchemaTransform, jsonSchemaTransformObject, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { appApi, REQUEST_BODY_LIMIT, type RuntimeConfig } from '@wp/contract';
import type { Config } from './config.js';
import { pingDatabase, poolUse, type Db } from './db/database.js';
import { AppError } from './platform/errors.js';
import { refusalBody } from './platform/refusals.js';
import { langOf, t } from './platform/messages.js';
import { validationMessage } from './platform/validation-messages.js';
import { registerAuthHook, sessionsKeptPerVersion } from './platform/auth/auth-hook.js';
import { dataVersionOf } from './db/data-version.js';
import { createTokenService, loadJwtSecret } from './platform/auth/tokens.js';
import { requestLogSerializer } from './platform/log-redaction.js';
import { nameOpenApiSchemas } from './platform/openapi.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { createMetrics, registerMetrics } from './platform/metrics.js';
import { isDatabaseUnavailable, isStorageFull } from './platform/outage.js';
import { loadRsaKeys } from './platform/auth/rsa.js';
import { systemClock, type Clock } from './platform/clock.js';
import { route } from './platform/route.js';
import { loadWebApp, registerWebApp } from './platform/web-app.js';
import { serverModules } from './modules/index.js';
import { registerModules } from './modules/server-module.js';

export interface AppDeps { config: Config; db: Db; clock?: Clock }

/** The whole server as one Fastify instance; tests build it directly and call it with `inject`. */
export async function buildApp({ config, db, clock = systemClock }: AppDeps): Promise<FastifyInstance> {
  const options = {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: requestLogSerializer } },
    // Made from the contract's form data limit: a form the contract accepts is never cut off as a 413.
    bodyLimit: REQUEST_BODY_LIMIT,
    // Only configured proxies may name the client address: otherwise X-Forwarded-For would fake it in logs and limits.
    trustProxy: config.trustProxy ?? false,
    // Every log line of a request carries its id, which the reply returns (X-Request-Id) and a 500 names: a user's
    // report finds the lines. A balancer's id (X-Request-Id) is kept when it is a plain token, so its log and ours meet.
    requestIdHeader: false as const,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const given = req.headers['x-request-id'];
      // 32 hex digits like nginx's. randomUUID draws from a buffer it refills in bulk: randomBytes per request was
      // 9% of the time of a kept list read.
      return typeof given === 'string' && /^[\w.-]{8,64}$/.test(given) ? given : crypto.randomUUID().replaceAll('-', '');
    },
  };
  // With a certificate: HTTPS, HTTP/2 chosen through ALPN (a page's many files share one connection), HTTP/1.1 still
  // accepted. forceCloseConnections: on Node before 24 close() would otherwise wait for every idle phone's session.
  const app = (config.tls
    ? Fastify({ ...options, http2: true, https: { allowHTTP1: true, ...config.tls }, forceCloseConnections: true })
    : Fastify(options)) as FastifyInstance; // Fastify types http2 instances apart; the routes use only what both share.
  if (config.tls) {
    // Fastify asks to close the connection after a body it could not read; HTTP/2 has no such header (Node drops
    // it with a warning) and closes nothing: the stream is done with its reply.
    app.addHook('onSend', async (req, reply) => {
      if (req.raw.httpVersionMajor === 2) reply.removeHeader('connection');
    });
  }
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((err, req, reply) => {
    const lang = langOf(req.headers);
    // Every refusal's body is made in one place: the asset host answers in its own envelope (ADR 0024).
    const refuse = (status: number, message: string, key: string | null = null) =>
      reply.status(status).send(refusalBody(req.url, config.hosts.eam, status, message, key));
    if (err instanceof AppError) return refuse(err.statusCode, err.key ? t(lang, err.key, err.vars) : err.message, err.key);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const message = err.validation
        // The whole-body path is '/', which must read 'body', not 'body.'.
        .map((v) => `${err.validationContext ?? 'body'}${v.instancePath.replace(/^\/$/, '').replaceAll('/', '.')}: ${validationMessage(lang, v)}`)
        .join('; ');
      return refuse(400, message);
    }
    const e = err as { statusCode?: number; code?: string; message: string };
    if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (e.statusCode === 400 && /JSON/i.test(e.message))) return refuse(400, t(lang, 'error.badJson'));
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(413, t(lang, 'error.tooLarge'));
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return refuse(415, t(lang, 'error.mediaType'));
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      // Fastify's own refusals are English sentences: the Chinese catalogues say it in their words.
      return refuse(e.statusCode, t(lang, 'error.request', { status: e.statusCode, detail: e.message }));
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', '5');
      return refuse(503, t(lang, 'error.unavailable'), 'error.unavailable');
    }
    if (isStorageFull(err)) {
      req.log.error({ err }, 'storage full');
      return refuse(507, t(lang, 'error.storageFull'), 'error.storageFull');
    }
    // The client went away while a compressed reply streamed (a phone leaving the screen): not a server fault.
    if (e.code === 'ERR_STREAM_PREMATURE_CLOSE') req.log.debug({ err }, 'client closed the connection');
    else req.log.error({ err }, 'unhandled error');
    return refuse(500, t(lang, 'error.internal', { id: req.id }));
  });

  const web = loadWebApp(config);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The label scanner's QR reader is WebAssembly on browsers without a BarcodeDetector: compiling it needs this.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...(web?.scriptHashes ?? [])],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The app is opened over plain http on plant LANs; HSTS there would lock users out. Over TLS it keeps phones
    // on https, for this host only: other plant hosts may still be plain http.
    strictTransportSecurity: config.tls ? { maxAge: 180 * 24 * 3600, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Phones on plant Wi-Fi: every text response is compressed (the web app's JS shrinks to a third).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10 } });
  nameOpenApiSchemas();
  await app.register(swagger, {
    openapi: {
      info: { title: 'Water plant portal API', version: '1.0.0', description: 'Every call of the web app, at the full path it calls.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs' });

  const rsa = loadRsaKeys(config.dataDir);
  const tokens = createTokenService(loadJwtSecret(config.dataDir, config.jwtSecret), config.tokenLifetimeSeconds, () => clock.now());
  const metrics = createMetrics();
  registerMetrics(app, metrics, config.metricsToken);
  if (poolUse(db)) {
    metrics.gauge('db_pool_connections_open', 'Connections of the PostgreSQL pool open (busy or idle)', () => poolUse(db)!.open);
    metrics.gauge('db_pool_connections_idle', 'Open connections of the PostgreSQL pool waiting for a query', () => poolUse(db)!.idle);
    metrics.gauge('db_pool_queries_waiting', 'Queries waiting for a free connection of the PostgreSQL pool', () => poolUse(db)!.waiting);
    metrics.gauge('db_pool_connections_max', 'Size of the PostgreSQL pool', () => poolUse(db)!.max);
  }
  const { uc, eam } = registerModules(app, serverModules, { db, config, clock, rsa, tokens, metrics });
  // The asset host reads its own token (ADR 0024); every other host the portal's.
  registerAuthHook(app, tokens, sessionsKeptPerVersion(uc.sessions, dataVersionOf(db)), config.hosts, [eam.realm]);

  const started = Date.now();
  route(app, config.hosts, appApi.health, async () => {
    const ok = await pingDatabase(db);
    return { status: ok ? ('ok' as const) : ('degraded' as const), db: ok, uptime: Math.round((Date.now() - started) / 1000) };
  });
  // While it shuts down Fastify answers every new request 503 (return503OnClosing) and finishes what it has.
  route(app, config.hosts, appApi.ready, async ({ reply }) => {
    const ready = await pingDatabase(db);
    if (!ready) reply.status(503);
    return { ready, db: ready };
  });
  const runtimeConfig: RuntimeConfig = {
    hosts: config.hosts,
    rsaPublicKey: rsa.publicKeyPem,
    ssoMode: config.ssoMode,
    casLoginUrl: config.casServerUrl ? `${config.casServerUrl.replace(/\/$/, '')}/login` : '',
    defaultTenant: config.defaultTenant,
    version: '1.0.0',
    weChat: {
      openBase: config.weChatOpenBase,
      officialAccountAppId: config.weChatOfficialAccount?.appId ?? null,
      weComCorpId: config.weCom?.corpId ?? null,
      weComAgentId: config.weCom?.agentId ?? null,
    },
  };
  route(app, config.hosts, appApi.getRuntimeConfig, async () => runtimeConfig);
  registerWebApp(app, config, web, runtimeConfig, (code) => uc.auth.tenantByCode(code));
  return app;
}
