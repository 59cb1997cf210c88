import { sealApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/**
 * POST /uc/electronicSeal/v1/getElectronicSeal: the seal password in the body (never in the URL); the seal's
 * image is readable by this session afterwards. Silent: the password form shows a refusal beside its field.
 */
export const openElectronicSeal = (password: string) =>
  call(sealApi.openElectronicSeal, { body: { password }, overlay: true, silent: true }).then((r) => r.value);
