import type { formDataApi } from '@wp/contract';

/** What a template's rights name: role, org and post codes and accounts of the plant, turned into ids by index.ts. */
export interface Audience { roles?: string[]; orgs?: string[]; posts?: string[]; users?: string[] }

type FilterCondition = NonNullable<formDataApi.template.TemplateSettingsInput['filterField']>[number]['condition'][number];

/** A template as the seed writes it: the settings, with audiences where the settings hold rules. */
export type SeedTemplate = Omit<formDataApi.template.TemplateSettingsInput, 'right' | 'manageField' | 'filterField'> & {
  right: Audience;
  manageField: Array<{ name: (typeof formDataApi.template.templateButtons)[number]; desc: string; right?: Audience }>;
  filterField?: Array<{ key: string; name: string; right: Audience; condition: FilterCondition[] }>;
};

export const DAY_MS = 86_400_000;
const PLANT_OFFSET_MS = 8 * 3_600_000;

/** The plant's (UTC+8) calendar date of an instant, 'yyyy-MM-dd'. */
export const plantDay = (at: Date | number) => new Date(new Date(at).getTime() + PLANT_OFFSET_MS).toISOString().slice(0, 10);

/** The instant of a plant wall-clock time on a plant date. */
export const plantInstant = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+08:00`);

/** The plant date `n` days after `day`. */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Day of the year (0-based) of a date, for seasonal curves. */
export const dayOfYear = (day: string) => Math.floor((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${day.slice(0, 4)}-01-01T00:00:00Z`)) / DAY_MS);

export const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Everyone of the plant (the root organisation reaches every department below it). */
export const PLANT: Audience = { orgs: ['plant'] };
