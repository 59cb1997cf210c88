const group = /（[^（）]*）|\([^()]*\)|【[^【】]*】|\[[^[\]]*\]/g;
const placeholder = /\{(\w+)\}/g;
const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The subject of a new request from the definition's template (`采购申请（{amount}元）`): placeholders take the
 * form's values; a bracketed part whose every placeholder is empty goes with its brackets and units, so an
 * empty form reads '采购申请', not '采购申请（元）'. Separators left dangling at either end go too.
 */
export function renderSubject(template: string, vars: Readonly<Record<string, unknown>>): string {
  const fill = (text: string) => text.replace(placeholder, (_, name: string) => (isEmpty(vars[name]) ? '' : String(vars[name])));
  const kept = template.replace(group, (part) => {
    const names = [...part.matchAll(placeholder)].map((m) => m[1]);
    return names.length > 0 && names.every((n) => isEmpty(vars[n])) ? '' : part;
  });
  return fill(kept).replace(/\s{2,}/g, ' ').replace(/^[\s\-—_·:：,，、/|]+|[\s\-—_·:：,，、/|]+$/g, '');
}
