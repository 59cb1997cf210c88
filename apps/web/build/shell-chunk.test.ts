// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shellModules, staticReach, type ModuleGraph } from './shell-chunk.js';

/** A module graph given as each module's static imports. */
const graph = (imports: Record<string, string[]>): ModuleGraph => ({
  getModuleInfo: (id) => (id in imports ? { importedIds: imports[id] } : null),
});

describe('the shell chunk', () => {
  const app = graph({
    main: ['react', 'router'],
    router: ['react'],
    shell: ['react', 'tabbar', 'badge', 'icons-app', 'store'],
    tabbar: ['react', 'traverse'],
    badge: ['react'],
    login: ['react', 'store', 'input'],
    store: [],
    input: ['traverse'],
    traverse: [],
  });

  it('follows static imports, each module once, cycles included', () => {
    expect(staticReach(graph({ a: ['b'], b: ['a', 'c'], c: [] }), 'a')).toEqual(new Set(['a', 'b', 'c']));
  });

  it('holds what the shell reaches and neither the entry nor a screen outside the shell does', () => {
    expect(shellModules(app, 'main', 'shell', ['login'])).toEqual(new Set(['shell', 'tabbar', 'badge', 'icons-app']));
  });
});
