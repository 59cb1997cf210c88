import fs from 'node:fs';
import path from 'node:path';
import { simplified } from '@wp/contract/simplified-only';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, 'locales');
const locales = fs.readdirSync(root).sort();

/** Every key of a catalogue, nested objects as dotted paths (plural forms included). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k)).sort();
}
/** Plural forms differ by language (English has `_one`, Chinese does not): compared by their base key. */
const base = (keys: string[]) => [...new Set(keys.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
const catalogue = (locale: string, file: string) => JSON.parse(fs.readFileSync(path.join(root, locale, file), 'utf8')) as unknown;

describe('web locales', () => {
  it('has the three languages, each with the same namespaces', () => {
    expect(locales).toEqual(['en-US', 'zh-CN', 'zh-TW']);
    const files = (locale: string) => fs.readdirSync(path.join(root, locale)).sort();
    for (const locale of locales) expect(files(locale), locale).toEqual(files('zh-CN'));
  });

  it.each(fs.readdirSync(path.join(root, 'zh-CN')))('%s has the same keys in every language, none empty', (file) => {
    const reference = base(keysOf(catalogue('zh-CN', file)));
    for (const locale of locales) {
      const data = catalogue(locale, file);
      expect(base(keysOf(data)), `${locale}/${file}`).toEqual(reference);
      const empty = keysOf(data).filter((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], data) === '');
      expect(empty, `${locale}/${file}: empty texts`).toEqual([]);
    }
  });

  it.each(fs.readdirSync(path.join(root, 'zh-TW')))('zh-TW/%s is written in Traditional characters', (file) => {
    const text = fs.readFileSync(path.join(root, 'zh-TW', file), 'utf8');
    expect([...new Set([...text].filter((c) => simplified.includes(c)))], `zh-TW/${file}: Simplified characters`).toEqual([]);
  });
});
