/** Spec 5: a header value given as a string must parse as JSON. */
export function parseHeaderJson(value: unknown): Record<string, string> {
  if (typeof value !== 'string') return (value ?? {}) as Record<string, string>;
  if (!value.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, string>;
  } catch {
    /* fall through */
  }
  throw new Error('The request header is not valid JSON format');
}

/** Spec 5's "it is not defined" error of a `{name}` placeholder; `placeholder` names it for the user's words. */
export class UndefinedPlaceholder extends Error {
  constructor(readonly placeholder: string) {
    super(`${placeholder} is not defined`);
  }
}

/**
 * Spec 5: every `{name}` placeholder of a URL must exist in the context, or it is an error naming it.
 * Values are URL-encoded unless another `encode` is given (identity for JSON string values).
 */
export function fillPlaceholders(url: string, context: Record<string, unknown>, encode: (v: string) => string = encodeURIComponent): string {
  return url.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in context) || context[name] === undefined) throw new UndefinedPlaceholder(name);
    return encode(String(context[name]));
  });
}
