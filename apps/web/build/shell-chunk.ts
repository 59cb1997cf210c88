import { fileURLToPath } from 'node:url';

/** What the chunking step reads of a module (rolldown's ModuleInfo). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
}

/** Every module `from` reaches through static imports, itself included. */
export function staticReach(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const src = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

/** The modules the chunking reads: the app's entry, the shell, the screens in it and those outside it. */
export interface AppModules {
  entry: string;
  shell: string;
  inside: readonly string[];
  outside: readonly string[];
}

/**
 * Which modules travel in the shell's file. Every screen inside the shell (every signed-in screen) fetches
 * it, right beside its own: so the modules the shell reaches, and those a `share` of those screens reach, are
 * in it rather than files of their own. A third: /home fetched 18 files, now 16, /task 24 -> 16, for 1-3 KB
 * more on a few screens (at a quarter, 10-15 KB more). Not the modules of the entry (loaded before) or of a
 * screen outside the shell (sign-in must not fetch the shell).
 */
export function shellModules(graph: ModuleGraph, app: AppModules, share = 0.3): Set<string> {
  const elsewhere = new Set([app.entry, ...app.outside].flatMap((id) => [...staticReach(graph, id)]));
  const screensUsing = new Map<string, number>();
  for (const screen of app.inside) for (const id of staticReach(graph, screen)) screensUsing.set(id, (screensUsing.get(id) ?? 0) + 1);
  const common = [...screensUsing].filter(([, n]) => n >= share * app.inside.length).map(([id]) => id);
  return new Set([...staticReach(graph, app.shell), ...common].filter((id) => !elsewhere.has(id)));
}

/**
 * The code-splitting group of the shell. Left to itself the bundler gives each set of screens sharing a
 * module a file: the tab bar's icons, its badge and their helpers came as ten files of 1-2 KB after the
 * shell's, the gesture library, pull-to-refresh, popups and helpers many screens use as a dozen more, and
 * over a phone's six connections per host their number, not their size, costs round trips. The group takes no
 * dependencies of its own (they are in it already, or load earlier), so nothing of the entry or of the
 * sign-in page is drawn into it.
 */
/** The screens routes.tsx shows without the shell: the sign-in pages, the short-link message page (not found is in the entry). */
const outside = ['features/auth/pages/LoginPage.tsx', 'features/auth/pages/ThirdPartyPages.tsx', 'features/message-fill/pages/MessageFillPage.tsx'].map(src);

/**
 * The name of a shared library's file: `ui` when the entry or a screen outside the shell reaches it (sign-in
 * fetches that file anyway), `ui-screens` when only signed-in screens do. One file of everything shared carried
 * into /login each library that enough signed-in screens came to use (PullToRefresh, Checkbox, pickers: 193 KB
 * to 226 KB as the forms-and-data screens arrived); a raised threshold only postponed it to the next area.
 */
export function sharedLibraryName(
  id: string, graph: ModuleGraph, signIn: { reach?: Set<string> }, signInModules: readonly string[] = [src('main.tsx'), ...outside],
): 'ui' | 'ui-screens' {
  signIn.reach ??= new Set(signInModules.flatMap((from) => [...staticReach(graph, from)]));
  return signIn.reach.has(id) ? 'ui' : 'ui-screens';
}

export function shellGroup() {
  const shell = src('app/Shell.tsx');
  let members: Set<string> | undefined;
  const modules = (graph: ModuleGraph) => {
    const screens = graph.getModuleInfo(src('app/routes.tsx'))?.dynamicallyImportedIds ?? [];
    const inside = screens.filter((id) => id !== shell && !outside.includes(id));
    return shellModules(graph, { entry: src('main.tsx'), shell, inside, outside });
  };
  return {
    name: (id: string, graph: ModuleGraph) => ((members ??= modules(graph)).has(id) ? 'Shell' : null),
    includeDependenciesRecursively: false,
  };
}
