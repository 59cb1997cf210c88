import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What this process measures, in Prometheus' text format at GET /metrics: the process itself (memory, event-loop
 * lag, CPU), each route's requests by status and their latency, and gauges the modules add (open event streams,
 * the job executor's lag, the database pool). Routes are labelled by their pattern, never the URL, so the number of
 * series stays bounded whatever callers send.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time to answer a request, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const, buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'http_refusals_total', help: 'Requests answered 4xx or 5xx, by route pattern and status (409: a conflict)',
    labelNames: ['method', 'route', 'status'] as const, registers: [registry],
  });
  return {
    registry,
    /** One answered request. */
    observe(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      latency.observe(labels, seconds);
      if (status >= 400) refusals.inc(labels);
    },
    /** A count a module adds to, by its labels (a bounded set of values each). */
    counter<L extends string>(name: string, help: string, labelNames: readonly L[]) {
      const counter = new Counter({ name, help, labelNames, registers: [registry] });
      return (labels: Record<L, string>) => counter.inc(labels);
    },
    /** A figure a module reads when metrics are collected (may ask the database). */
    gauge(name: string, help: string, read: () => number | Promise<number>) {
      new Gauge({ name, help, registers: [registry], async collect() { this.set(await read()); } });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Times every request and serves GET /metrics to a scraper holding the token (METRICS_TOKEN, as a bearer token):
 * without a configured token the route does not exist, so a plant never publishes its figures by default.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url;
    if (!route || route === '/metrics') return;
    metrics.observe(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (!token) return;
  const expected = crypto.createHash('sha256').update(`Bearer ${token}`).digest();
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const given = crypto.createHash('sha256').update(req.headers.authorization ?? '').digest();
    if (!crypto.timingSafeEqual(given, expected)) return reply.status(401).header('www-authenticate', 'Bearer').send({ state: false, message: 'metrics token required' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
