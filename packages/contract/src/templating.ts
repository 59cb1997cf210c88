/** Spec 001 section 5's "it is not defined" error of a `{name}` placeholder; `placeholder` names it. */
export class UndefinedPlaceholder extends Error {
  constructor(readonly placeholder: string) {
    super(`${placeholder} is not defined`);
  }
}

/**
 * Fills every `{name}` placeholder of a template from the context; a name the context lacks is an
 * UndefinedPlaceholder error naming it (spec 001 section 5). Values pass through `encode` (identity unless
 * given: encodeURIComponent for URLs). One rule for the column proxy on the server and the client.
 */
export function fillPlaceholders(template: string, context: Record<string, unknown>, encode: (v: string) => string = (v) => v): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(context, name) || context[name] === undefined) throw new UndefinedPlaceholder(name);
    return encode(String(context[name]));
  });
}

/**
 * Compares dotted versions numerically, part by part (1.10.0 > 1.9.9; 1.2 == 1.2.0; 'v1.3' == '1.3'). Non-numeric
 * parts count as 0. Negative when `a` is older than `b`, 0 when equal, positive when newer. The server's update
 * check and the app's both use it.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.trim().replace(/^v/i, '').split('.');
  const pb = b.trim().replace(/^v/i, '').split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = Number.parseInt(pa[i] ?? '0', 10) || 0;
    const y = Number.parseInt(pb[i] ?? '0', 10) || 0;
    if (x !== y) return x - y;
  }
  return 0;
}
