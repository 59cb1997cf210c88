import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';

export const getSealByCurrentUserId = endpoint({
  host: 'uc', method: 'GET', path: '/uc/electronicSeal/v1/getSealByCurrentUserId',
  summary: 'The electronic seal of the signed-in user (fileId empty when none)',
  reply: z.object({ id: z.string().nullable(), userId: z.string(), fileId: z.string().nullable(), isUse: z.number().int() }),
});

export const getElectronicSeal = endpoint({
  host: 'uc', method: 'GET', path: '/uc/electronicSeal/v1/getElectronicSeal',
  summary: 'The seal file id after the seal password check (or without it when secret-free signing is configured)',
  query: z.object({ password: z.string().max(200).optional().default(''), secretFree: z.enum(['true', 'false']).optional() }),
  guards: ['lockout', 'rateLimit'],
  reply: commonResult(z.string()),
});

export const openElectronicSeal = endpoint({
  host: 'uc', method: 'POST', path: '/uc/electronicSeal/v1/getElectronicSeal',
  summary: 'getElectronicSeal with the password in the body (kept out of URLs and logs); the seal image is then readable by this session',
  body: z.object({ password: z.string().max(200).optional().default(''), secretFree: z.enum(['true', 'false']).optional() }),
  guards: ['lockout', 'rateLimit'],
  reply: commonResult(z.string()),
});
