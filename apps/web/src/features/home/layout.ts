import { decodeBase64Utf8 } from '../../components/portal/base64.js';

/**
 * The column aliases of a home layout: its designHtml is base64 of the JSON `{mobileList: [aliases]}`,
 * UTF-8 inside. A payload that cannot be read yields no columns rather than a broken page.
 */
export function layoutAliases(designHtml: string | null | undefined): string[] {
  if (!designHtml) return [];
  try {
    const design: unknown = JSON.parse(decodeBase64Utf8(designHtml));
    const list = design && typeof design === 'object' ? (design as { mobileList?: unknown }).mobileList : undefined;
    if (!Array.isArray(list)) return [];
    return [...new Set(list.filter((a): a is string => typeof a === 'string' && a.trim() !== '').map((a) => a.trim()))];
  } catch {
    return [];
  }
}
