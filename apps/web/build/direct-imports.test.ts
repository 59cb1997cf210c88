// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseSync } from 'vite';
import { barrelExports, directImportsOf, type Source } from './direct-imports.js';
import { applyEdits } from './source-edits.js';

const index = `import './global';
export { setDefaultConfig } from './components/config-provider';
export { default as Badge } from './components/badge';
export { default as TabBar } from './components/tab-bar';
export { reduceMotion, restoreMotion as restore } from './utils/reduce-and-restore-motion';`;

/** The module as the plugin leaves it, with the index above as the package's. */
function rewrite(code: string): string {
  const sources = new Map([...barrelExports(index)].map(([as, s]): [string, Source] => [as, { ...s, file: `pkg/es/${s.file.slice(2)}` }]));
  const edits = directImportsOf(parseSync('m.tsx', code, { lang: 'tsx' }).program, 'pkg', (name) => sources.get(name)) ?? [];
  return applyEdits(code, edits);
}

describe('imports from a package index, taken from each component file', () => {
  it('read every name the index re-exports, with the file and the name it has there', () => {
    const names = barrelExports(index);
    expect(names.get('Badge')).toEqual({ file: './components/badge', name: 'default' });
    expect(names.get('reduceMotion')).toEqual({ file: './utils/reduce-and-restore-motion', name: 'reduceMotion' });
    expect(names.get('restore')).toEqual({ file: './utils/reduce-and-restore-motion', name: 'restoreMotion' });
    expect(names.size).toBe(5);
  });

  it('import each named component from its own file, keeping local names', () => {
    expect(rewrite("import { Badge, TabBar as Bar } from 'pkg';\nuse(Badge, Bar);")).toBe(
      'import { default as Badge } from "pkg/es/components/badge";import { default as Bar } from "pkg/es/components/tab-bar";\nuse(Badge, Bar);');
  });

  it('leave names the index does not list on the index, and other packages alone', () => {
    expect(rewrite("import { Badge, Unknown } from 'pkg';\nimport { Badge as B2 } from 'other';")).toBe(
      'import { default as Badge } from "pkg/es/components/badge";import { Unknown } from "pkg";\nimport { Badge as B2 } from \'other\';');
  });

  it('leave a module with a default or namespace import of the index as it is', () => {
    for (const code of ["import * as all from 'pkg';", "import pkg, { Badge } from 'pkg';", "import 'pkg';"]) expect(rewrite(code)).toBe(code);
  });
});
