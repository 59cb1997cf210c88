import { layoutApi } from '@wp/contract';
import { decodeBase64Utf8 } from '../../components/portal/base64.js';

/**
 * The column aliases of a home layout: its designHtml is base64 of the JSON `{mobileList: [aliases]}`,
 * UTF-8 inside (the contract's designAliases reads the list). A payload that cannot be read yields no
 * columns rather than a broken page.
 */
export function layoutAliases(designHtml: string | null | undefined): string[] {
  if (!designHtml) return [];
  try {
    return layoutApi.designAliases(JSON.parse(decodeBase64Utf8(designHtml)));
  } catch {
    return [];
  }
}
