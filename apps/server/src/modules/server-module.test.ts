import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverModules } from './index.js';
import { inDependencyOrder, registerModules, type Platform, type ServerModule } from './server-module.js';

const mod = (name: string, ...needs: string[]) => ({ name, needs });
const names = (ms: { name: string }[]) => ms.map((m) => m.name);

describe('inDependencyOrder', () => {
  it('puts every module after the modules it needs, keeping the list order where the needs allow', () => {
    expect(names(inDependencyOrder([mod('portal', 'uc', 'files'), mod('uc', 'files'), mod('sys'), mod('files')]))).toEqual(['files', 'uc', 'portal', 'sys']);
    expect(names(inDependencyOrder([mod('a'), mod('b'), mod('c', 'a')]))).toEqual(['a', 'b', 'c']);
  });

  it('refuses at start-up a need no module provides', () => {
    expect(() => inDependencyOrder([mod('portal', 'uc'), mod('files')])).toThrow("server module 'portal' needs 'uc', which no listed module provides");
  });

  it('refuses a cycle and names its path', () => {
    expect(() => inDependencyOrder([mod('model', 'runtime'), mod('runtime', 'jobs', 'model'), mod('jobs')]))
      .toThrow('server modules need each other in a cycle: model → runtime → model');
    expect(() => inDependencyOrder([mod('self', 'self')])).toThrow('cycle: self → self');
  });

  it('refuses a module listed twice', () => {
    expect(() => inDependencyOrder([mod('uc'), mod('uc')])).toThrow("server module 'uc' is listed twice");
  });

  it("orders the server's own list: each module's needs are listed and form no cycle", () => {
    const order = names(inDependencyOrder(serverModules));
    expect(order).toHaveLength(serverModules.length);
    for (const m of serverModules) for (const need of m.needs) expect(order.indexOf(need)).toBeLessThan(order.indexOf(m.name));
  });
});

describe('registerModules', () => {
  it('registers each module once, in order, handing it exactly what the modules it needs provided', () => {
    const calls: { name: string; needs: Record<string, unknown> }[] = [];
    const fake = (name: string, ...needs: string[]) => ({
      name, needs,
      register: (_app: FastifyInstance, given: Record<string, unknown>) => {
        calls.push({ name, needs: given });
        return `${name} services`;
      },
    }) as unknown as ServerModule;
    const provided = registerModules({} as FastifyInstance, [fake('portal', 'uc', 'files'), fake('uc', 'files'), fake('files')], {} as Platform);
    expect(calls).toEqual([
      { name: 'files', needs: {} },
      { name: 'uc', needs: { files: 'files services' } },
      { name: 'portal', needs: { uc: 'uc services', files: 'files services' } },
    ]);
    expect(provided).toEqual({ files: 'files services', uc: 'uc services', portal: 'portal services' });
  });
});
