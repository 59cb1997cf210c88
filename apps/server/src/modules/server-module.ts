import type { Metrics } from '../platform/metrics.js';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { RsaKeys } from '../platform/auth/rsa.js';
import type { TokenService } from '../platform/auth/tokens.js';
import type { Clock } from '../platform/clock.js';

/**
 * What each server module provides to the modules that need it, by module name. Each module's index.ts adds
 * its own entry (`declare module '../server-module.js'`), so a module's needs are typed by what the modules it
 * names really provide.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleProvides {}
export type ModuleName = keyof ModuleProvides;

/** What the platform gives every module. */
/** What every module is given: the database, configuration, clock, keys, tokens and the process's metrics. */
export interface Platform { db: Db; config: Config; clock: Clock; rsa: RsaKeys; tokens: TokenService; metrics: Metrics }

/**
 * A server module: its name, the modules it needs, and `register`, which builds its services from what those
 * provide (passed in, never set afterwards), adds its routes and hooks, and returns what it provides.
 */
export interface ServerModule<Name extends ModuleName = ModuleName, Needs extends ModuleName = ModuleName> {
  readonly name: Name;
  readonly needs: readonly Needs[];
  register(app: FastifyInstance, needs: Pick<ModuleProvides, Needs>, platform: Platform): ModuleProvides[Name];
}

/** Declares a module; its needs are read from the `needs` list, so `register` can use no module it does not name. */
export function serverModule<const Name extends ModuleName, const Needs extends ModuleName = never>(m: ServerModule<Name, Needs>): ServerModule<Name, Needs> {
  return m;
}

/**
 * The modules in an order where each comes after the modules it needs, the list's order kept where the needs
 * allow. Refuses, at start-up, a name given twice, a need no module provides and a cycle (naming its path).
 */
export function inDependencyOrder<M extends { readonly name: string; readonly needs: readonly string[] }>(modules: readonly M[]): M[] {
  const byName = new Map<string, M>();
  for (const m of modules) {
    if (byName.has(m.name)) throw new Error(`server module '${m.name}' is listed twice`);
    byName.set(m.name, m);
  }
  const ordered: M[] = [];
  const done = new Set<string>();
  const visit = (m: M, path: readonly string[]) => {
    if (done.has(m.name)) return;
    if (path.includes(m.name)) throw new Error(`server modules need each other in a cycle: ${[...path.slice(path.indexOf(m.name)), m.name].join(' → ')}`);
    for (const need of m.needs) {
      const dependency = byName.get(need);
      if (!dependency) throw new Error(`server module '${m.name}' needs '${need}', which no listed module provides`);
      visit(dependency, [...path, m.name]);
    }
    done.add(m.name);
    ordered.push(m);
  };
  for (const m of modules) visit(m, []);
  return ordered;
}

/** Registers the modules in dependency order, each given what its needs provide; returns what every module provides. */
export function registerModules(app: FastifyInstance, modules: readonly ServerModule[], platform: Platform): ModuleProvides {
  const provided: Partial<Record<ModuleName, unknown>> = {};
  for (const m of inDependencyOrder(modules)) {
    const needs = Object.fromEntries(m.needs.map((name) => [name, provided[name]])) as Pick<ModuleProvides, ModuleName>;
    provided[m.name] = m.register(app, needs, platform);
  }
  return provided as ModuleProvides;
}
