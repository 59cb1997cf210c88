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
