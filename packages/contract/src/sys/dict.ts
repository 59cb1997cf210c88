import { z } from 'zod';
import { endpoint } from '../endpoint.js';

/** Data dictionaries (host `portal`): the choices of select, radio and checkbox fields. */

export interface DictItem { key: string; name: string; children?: DictItem[] }
export const dictItem: z.ZodType<DictItem> = z.object({
  key: z.string(),
  name: z.string(),
  children: z.lazy(() => z.array(dictItem)).optional(),
});

export const getByTypeKeyForComBo = endpoint({
  host: 'portal', method: 'POST', path: '/sys/dataDict/v1/getByTypeKeyForComBo',
  summary: 'The items of a dictionary for a picker, in display order (nested items as children)',
  query: z.object({ typeKey: z.string().trim().min(1).max(64) }),
  reply: z.array(dictItem),
});
