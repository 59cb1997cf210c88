import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';

/** Often-used flows (常用流程) of the current user (host `portal`). */

export const oftenUsedFlow = z.object({ defKey: z.string(), name: z.string(), sn: z.number().int() });
export type OftenUsedFlow = z.infer<typeof oftenUsedFlow>;

export const query = endpoint({
  host: 'portal', method: 'POST', path: '/portal/sysTag/v1/query',
  summary: "The current user's often-used flows, in their order; flows no longer deployed are left out",
  body: z.object({}).optional(),
  reply: commonResult(z.array(oftenUsedFlow)),
});

export const save = endpoint({
  host: 'portal', method: 'POST', path: '/portal/sysTag/v1/save',
  summary: "Replace the current user's often-used flows with this list of process keys",
  body: z.object({
    defKeys: z.array(z.string().trim().min(1).max(64)).max(50)
      .refine((keys) => new Set(keys).size === keys.length, 'each process key only once'),
  }),
  reply: commonResult(z.null()),
});
