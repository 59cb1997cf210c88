import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ESTree, Plugin } from 'vite';
import { applyEdits, type Edit } from './source-edits.js';

const require = createRequire(import.meta.url);

/** Where a name a package's index re-exports comes from: the file, and its name there. */
export type Source = { file: string; name: string };

/** The `export { a, default as B } from './file'` lines of a package's index, by exported name. */
export function barrelExports(indexCode: string): Map<string, Source> {
  const sources = new Map<string, Source>();
  for (const [, list, file] of indexCode.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    for (const item of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      const [name, as = name] = item.split(/\s+as\s+/);
      sources.set(as, { file, name });
    }
  }
  return sources;
}

/** A package's index re-exports, each with the module specifier of its own file. */
function readBarrel(pkg: string): Map<string, Source> {
  const sources = barrelExports(fs.readFileSync(require.resolve(`${pkg}/es/index.js`), 'utf8'));
  return new Map([...sources].map(([as, s]) => [as, { ...s, file: `${pkg}/es/${path.posix.normalize(s.file)}` }]));
}

/**
 * `import { A, B as C } from 'pkg'` of one module, as imports of each component's own file where the package
 * index names it (others stay on the index). Returns null when the module imports nothing from `pkg`.
 */
export function directImportsOf(program: ESTree.Program, pkg: string, sourceOf: (name: string) => Source | undefined): Edit[] | null {
  const edits: Edit[] = [];
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== pkg || node.specifiers.length === 0) continue;
    const direct: string[] = [];
    const kept: string[] = [];
    for (const s of node.specifiers) {
      const source = s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' ? sourceOf(s.imported.name) : undefined;
      if (source) direct.push(`import { ${source.name} as ${s.local.name} } from ${JSON.stringify(source.file)};`);
      else if (s.type === 'ImportSpecifier') kept.push(s.imported.type === 'Identifier' && s.imported.name !== s.local.name ? `${s.imported.name} as ${s.local.name}` : s.local.name);
      else return null; // a default or namespace import of the index: leave the module as it is
    }
    if (direct.length === 0) continue;
    const rest = kept.length ? `import { ${kept.join(', ')} } from ${JSON.stringify(pkg)};` : '';
    edits.push({ start: node.start, end: node.end, text: direct.join('') + rest });
  }
  return edits.length ? edits : null;
}

/**
 * The app imports antd-mobile's components and icons by name from each package's index, which re-exports
 * all of them (antd-mobile imports its icons so too). The bundle keeps only those used either way, but to the
 * module graph every screen then "imports" every component, and the build's chunking (vite.config.ts,
 * shell-chunk.ts) reads that graph to tell which screens use a module. So each named import is taken from the
 * component's own file, as the packages document for on-demand loading. antd-mobile's index also loads its
 * global styles: main.tsx imports them itself.
 */
export const directImports = (packages: readonly string[] = ['antd-mobile', 'antd-mobile-icons']): Plugin => {
  let barrels: Map<string, Map<string, Source>>;
  return {
    name: 'direct-imports',
    apply: 'build',
    buildStart() {
      barrels = new Map(packages.map((pkg) => [pkg, readBarrel(pkg)]));
    },
    transform(code, id) {
      const lang = /\.([jt]sx?)$/.exec(id)?.[1] as 'js' | 'jsx' | 'ts' | 'tsx' | undefined;
      if (!lang || !packages.some((p) => code.includes(p))) return null;
      const program = this.parse(code, { lang });
      const edits = packages.flatMap((pkg) => directImportsOf(program, pkg, (name) => barrels.get(pkg)!.get(name)) ?? []);
      if (!edits.length) return null;
      return { code: applyEdits(code, edits), map: null };
    },
  };
};
