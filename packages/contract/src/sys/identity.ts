import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';

/** Serial numbers (host `portal`): e.g. purchase numbers CG202611220001, unique under concurrency. */

export const getNextIdByAlias = endpoint({
  host: 'portal', method: 'GET', path: '/sys/identity/v1/getNextIdByAlias',
  summary: 'Take the next serial number of an identity rule; every call gets a new one',
  query: z.object({ alias: z.string().trim().min(1).max(64) }),
  reply: commonResult(z.string()),
});
