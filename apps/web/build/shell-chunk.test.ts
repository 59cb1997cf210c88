// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sharedLibraryName, shellModules, staticReach, type ModuleGraph } from './shell-chunk.js';

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
    home: ['react', 'gestures', 'popup', 'input'],
    work: ['react', 'gestures', 'grid', 'input'],
    inbox: ['react', 'gestures', 'popup', 'input'],
    news: ['react', 'article'],
    gestures: ['maths'],
    maths: [],
    popup: [],
    grid: [],
    article: [],
  });
  const modules = { entry: 'main', shell: 'shell', inside: ['home', 'work', 'inbox', 'news'], outside: ['login'] };

  it('follows static imports, each module once, cycles included', () => {
    expect(staticReach(graph({ a: ['b'], b: ['a', 'c'], c: [] }), 'a')).toEqual(new Set(['a', 'b', 'c']));
  });

  it('holds what the shell reaches and neither the entry nor a screen outside the shell does', () => {
    expect(shellModules(app, { ...modules, inside: [] })).toEqual(new Set(['shell', 'tabbar', 'badge', 'icons-app']));
  });

  it('holds what a share of the screens inside the shell reach, with what it depends on', () => {
    const members = shellModules(app, modules, 0.5);
    expect([...members].filter((id) => !['shell', 'tabbar', 'badge', 'icons-app'].includes(id)).sort()).toEqual(['gestures', 'maths', 'popup']);
    expect(members.has('grid') || members.has('article') || members.has('home')).toBe(false);
    expect(shellModules(app, modules, 0.75).has('popup')).toBe(false);
  });

  it('never holds what sign-in reaches, however many screens share it', () => {
    expect(shellModules(app, modules).has('input')).toBe(false);
  });

  it('puts a shared library sign-in reaches in ui, one only signed-in screens reach in ui-screens', () => {
    const signIn = {};
    const name = (id: string) => sharedLibraryName(id, app, signIn, ['main', 'login']);
    expect(['react', 'input', 'traverse'].map(name)).toEqual(['ui', 'ui', 'ui']);
    expect(['gestures', 'popup', 'grid'].map(name)).toEqual(['ui-screens', 'ui-screens', 'ui-screens']);
  });
});
