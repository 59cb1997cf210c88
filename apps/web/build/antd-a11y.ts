import type { Plugin } from 'vite';

/** One replacement in one antd-mobile file. */
export type MarkupFix = { module: string; from: string; to: string; why: string };

/** antd-mobile markup that no prop reaches and that fails WCAG 2.1 A/AA. */
export const fixes: MarkupFix[] = [
  {
    module: 'antd-mobile/es/components/input/input.js',
    from: `"aria-label": locale.Input.clear`,
    to: `role: 'button', "aria-label": locale.Input.clear`,
    why: 'the clear control of inputs and search bars is a div with a name but no role: screen readers drop the name',
  },
];

/** `code` of module `id` with the fixes for it; throws when a fix no longer finds its code (a new antd-mobile). */
export function applyFixes(code: string, id: string): string | null {
  const path = id.split('?')[0].replaceAll('\\', '/');
  const mine = fixes.filter((f) => path.endsWith(f.module));
  if (mine.length === 0) return null;
  return mine.reduce((out, f) => {
    if (!out.includes(f.from)) throw new Error(`antd-a11y: ${id} no longer contains ${f.from} (${f.why}); check the fix`);
    return out.replace(f.from, f.to);
  }, code);
}

/** Applies `fixes` to antd-mobile's files as they are bundled (the build; the dev server pre-bundles them untouched). */
export const antdA11y = (): Plugin => ({
  name: 'antd-a11y',
  apply: 'build',
  transform(code, id) {
    const fixed = applyFixes(code, id);
    return fixed === null ? null : { code: fixed, map: null };
  },
});
