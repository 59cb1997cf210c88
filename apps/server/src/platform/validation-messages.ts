import { z } from 'zod';
import { t, type Lang, type MessageKey } from './messages.js';

/** One failed check of a request schema as fastify-type-provider-zod hands it over: the zod issue, split. */
export interface SchemaIssue {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const sized: Record<string, 'text' | 'items' | 'number' | 'date'> = {
  string: 'text', array: 'items', set: 'items', map: 'items', file: 'items', number: 'number', bigint: 'number', int: 'number', date: 'date',
};
const kinds = new Set(['string', 'number', 'boolean', 'object', 'array']);
const list = (lang: Lang, values: unknown[]) => values.map(String).join(lang === 'en-US' ? ', ' : '、');
const zodEnglish = z.locales.en().localeError;

/** The schema's own sentence ('must start with a letter'), or null when the issue carries zod's default English. */
function ownSentence(issue: SchemaIssue): string | null {
  if (!issue.message || issue.keyword === 'invalid_type') return null;
  const fallback = zodEnglish({ code: issue.keyword, ...issue.params } as never);
  return (typeof fallback === 'string' ? fallback : fallback?.message) === issue.message ? null : issue.message;
}

/**
 * The rule a request value broke, in the caller's language: zod's own messages are English only ('Too big:
 * expected string to have <=500 characters'), so every route's validation error reads them from this map.
 * Refinements of the contract say which fields to give ('give taskId or defId'). A sentence the contract
 * wrote itself ('must start with a letter') is English: English readers get it, Chinese readers the rule's
 * kind in their words.
 */
export function validationMessage(lang: Lang, issue: SchemaIssue): string {
  const p = issue.params;
  const say = (key: MessageKey, vars: Record<string, string | number> = {}) => t(lang, key, vars);
  const own = ownSentence(issue);
  if (lang === 'en-US' && own && issue.keyword !== 'custom') return own;
  switch (issue.keyword) {
    case 'invalid_type': {
      if (/received undefined$/.test(issue.message ?? '')) return say('validation.required');
      const expected = String(p.expected ?? '');
      return say('validation.type', { expected: say(kinds.has(expected) ? (`validation.kind.${expected}` as MessageKey) : 'validation.kind.other') });
    }
    case 'too_big':
    case 'too_small': {
      const big = issue.keyword === 'too_big';
      const limit = String(big ? p.maximum : p.minimum);
      const kind = sized[String(p.origin)] ?? 'number';
      if (!big && kind === 'text' && limit === '1') return say('validation.required');
      const strict = p.inclusive === false && (kind === 'number' || kind === 'date') ? 'Strict' : '';
      return say(`validation.${big ? 'max' : 'min'}.${kind}${strict}` as MessageKey, { limit });
    }
    case 'invalid_value':
      return say('validation.oneOf', { values: list(lang, (p.values as unknown[] | undefined) ?? []) });
    case 'unrecognized_keys':
      return say('validation.unknownKeys', { keys: list(lang, (p.keys as unknown[] | undefined) ?? []) });
    case 'not_multiple_of':
      return say('validation.multipleOf', { divisor: String(p.divisor) });
    case 'invalid_format':
      return say('validation.format');
    case 'custom': {
      const text = issue.message ?? '';
      const fields = text.match(/^give (.+)$/)?.[1] ?? text.match(/^(.+) is required$/)?.[1];
      if (fields) return say('validation.giveOneOf', { fields: list(lang, fields.split(/,\s*|\s+or\s+/)) });
      return lang === 'en-US' && text ? text : say('validation.invalid');
    }
    default:
      return say('validation.invalid');
  }
}
