import { fileURLToPath } from 'node:url';

/** What the chunking step reads of a module (rolldown's ModuleInfo). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
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

/**
 * Which modules travel in the shell's file, given the app's entry, the shell (the layout every signed-in
 * screen renders in) and the screens outside it. A module the shell reaches and neither the entry nor an
 * outside screen does is fetched by every signed-in screen anyway, right beside the shell: in one file
 * with it, not as files of their own.
 */
export function shellModules(graph: ModuleGraph, entry: string, shell: string, outside: readonly string[]): Set<string> {
  const elsewhere = new Set([entry, ...outside].flatMap((id) => [...staticReach(graph, id)]));
  return new Set([...staticReach(graph, shell)].filter((id) => !elsewhere.has(id)));
}

/**
 * The code-splitting group of the shell. Left to itself the bundler gives each set of screens sharing a
 * module a file: the tab bar's icons, its badge and their helpers came as ten files of 1-2 KB after the
 * shell's, and over a phone's six connections per host their number, not their size, costs round trips.
 * Without dependencies of its own (they are in the group already, or load earlier), so nothing of the
 * entry or of the sign-in page is drawn into it.
 */
export function shellGroup() {
  const entry = src('main.tsx');
  const shell = src('app/Shell.tsx');
  // The screens routes.tsx shows without the shell: sign-in, the short-link message page, not found.
  const outside = ['features/auth/pages/LoginPage.tsx', 'features/message-fill/pages/MessageFillPage.tsx', 'components/ErrorPage.tsx'].map(src);
  let members: Set<string> | undefined;
  return {
    name: (id: string, graph: ModuleGraph) => ((members ??= shellModules(graph, entry, shell, outside)).has(id) ? 'Shell' : null),
    includeDependenciesRecursively: false,
  };
}
