import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const i18nDir = fileURLToPath(new URL('../src/i18n/', import.meta.url));
const zhCN = path.join(i18nDir, 'locales', 'zh-CN');
/** The default namespace: `useTranslation()` names none, so src/i18n/index.ts carries it from the start. */
const DEFAULT_NAMESPACE = 'common';
const PREFIX = '\0namespace-texts:';

/** The places a module names namespaces: what useTranslation or getFixedT is given, or a `ns` option. */
const NAMING = /\b(?:useTranslation\(|getFixedT\([^,)]*,|\bns:)\s*(\[[^\]]*\]|(['"`])[^'"`]*\2)/g;
/** A key with its namespace: `'task:action.agree'`, `` `eamInspection:status.${s}` ``. */
const PREFIXED_KEY = /['"`]([A-Za-z][\w-]*):/g;

/**
 * The namespaces a module names: `useTranslation('eamRepair')`, `useTranslation(['form', 'task'])`,
 * `getFixedT(lang, 'task')`, `{ ns: 'form' }`, or a key prefixed with one. A word that is merely spelled like one
 * (a query key 'task', a host 'eam') is no reference.
 */
export function namespacesNamed(code: string, namespaces: ReadonlySet<string>): string[] {
  const named = new Set<string>();
  for (const [, args] of code.matchAll(NAMING)) {
    for (const [, name] of args.matchAll(/['"`]([^'"`]+)['"`]/g)) named.add(name);
  }
  for (const [, name] of code.matchAll(PREFIXED_KEY)) named.add(name);
  return [...named].filter((name) => namespaces.has(name) && name !== DEFAULT_NAMESPACE).sort();
}

/**
 * The zh-CN texts of each namespace travel with the modules that name it. A module naming `eamRepair` gets an
 * import of a small module that adds the namespace's zh-CN texts to the catalogue (src/i18n) as it loads, so they are in the file
 * of the screens that use them, evaluated before those screens render: the sign-in page carries only its own
 * texts and a list of devices not those of the form designer (the signed-in shell carried all 29 namespaces, some
 * 20 KB of every page's 250). zh-CN is the default and the fallback; the other languages load whole when chosen
 * (src/i18n/index.ts). Applied in the build, the dev server and the web's tests alike.
 */
export const namespaceTexts = (): Plugin => {
  const namespaces = new Set(fs.readdirSync(zhCN).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)));
  const sourceDir = path.join(i18nDir, '..');
  return {
    name: 'namespace-texts',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const ns = id.slice(PREFIX.length);
      return [
        `import texts from ${JSON.stringify(path.join(zhCN, `${ns}.json`))};`,
        `import { addDefaultTexts } from ${JSON.stringify(path.join(i18nDir, 'index.ts'))};`,
        `addDefaultTexts(${JSON.stringify(ns)}, texts);`,
      ].join('\n');
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || !file.startsWith(sourceDir) || file.startsWith(i18nDir)) return null;
      const named = namespacesNamed(code, namespaces);
      if (!named.length) return null;
      return { code: named.map((ns) => `import ${JSON.stringify(PREFIX + ns)};`).join('') + code, map: null };
    },
  };
};
