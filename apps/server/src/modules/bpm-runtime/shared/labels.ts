import { fillText, messageKeys, textOf, type Lang, type LabelGroup } from '../../../platform/messages.js';

/**
 * Words the runtime shows next to codes: button names, opinion and instance statuses, urgency levels,
 * summary tiles, report series and inbox subjects. Their texts are the `label.<group>.<code>` section of the
 * server catalogue (platform/messages.ts), in the three languages of the product. Codes missing there show as
 * the code itself, so a new engine status never breaks a reply.
 */
export type { LabelGroup };

/** Every code of every group (the catalogue tests check each has its words in the three languages). */
export const labelCodes = messageKeys.reduce<Record<string, string[]>>((codes, key) => {
  const [section, group, ...code] = key.split('.');
  if (section === 'label') (codes[group] ??= []).push(code.join('.'));
  return codes;
}, {}) as Record<LabelGroup, string[]>;

/** The word for a code of one group in a language; the code itself when there is none. */
export function label(lang: Lang, group: LabelGroup, code: string): string {
  return textOf(lang, `label.${group}.${code}`) ?? code;
}

/** An inbox message template of a language filled with its values (the catalogue's one placeholder rule). */
export function fill(lang: Lang, key: string, vars: Record<string, string>): string {
  return fillText(label(lang, 'message', key), vars).trim();
}

/** Urgency levels offered when starting, in order. */
export const urgencyLevels = [0, 1, 2] as const;
