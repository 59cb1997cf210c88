import type { App, AppCategory } from '@wp/contract';

/** A category as the application centre shows it: its label, its own apps and its child categories as panels. */
export interface ShownCategory {
  id: string;
  label: string;
  apps: App[];
  panels: Array<{ id: string; title: string; apps: App[] }>;
}

/**
 * The top-level categories whose text is configured to show, relabelled; each child category (and any
 * deeper one, flattened in order) becomes a panel. Panels without apps are left out.
 */
export function shownCategories(
  tree: AppCategory[], shown: ReadonlyArray<{ text: string; labelKey?: string }>, label: (key: string) => string,
): ShownCategory[] {
  const out: ShownCategory[] = [];
  for (const rule of shown) {
    const c = tree.find((x) => x.text === rule.text);
    if (!c) continue;
    const panels: ShownCategory['panels'] = [];
    const walk = (nodes: AppCategory[], prefix: string) => {
      for (const n of nodes) {
        const title = prefix ? `${prefix} / ${n.text}` : n.text;
        if (n.appList.length) panels.push({ id: n.id, title, apps: n.appList });
        walk(n.children, title);
      }
    };
    walk(c.children, '');
    out.push({ id: c.id, label: rule.labelKey ? label(rule.labelKey) : c.text, apps: c.appList, panels });
  }
  return out;
}
