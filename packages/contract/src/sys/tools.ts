import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';

/** Server tools (host `portal`). */

/** Date pattern letters: yyyy yy MM M dd d HH H mm ss SSS; literals: space - / : . T 年 月 日 时 分 秒. */
export const DATE_PATTERN = /^(?:yyyy|yy|MM|M|dd|d|HH|H|mm|ss|SSS|[ \-/:.T年月日时分秒])+$/;

export const getCurrentDate = endpoint({
  host: 'portal', method: 'GET', path: '/base/tools/v1/getCurrentDate',
  summary: "The server's current time in Asia/Shanghai, formatted with a date pattern (default yyyy-MM-dd)",
  query: z.object({
    valFormat: z.string().max(40).regex(DATE_PATTERN, 'use the letters yyyy yy MM M dd d HH H mm ss SSS and the separators - / : . T 年 月 日 时 分 秒').default('yyyy-MM-dd'),
  }),
  reply: commonResult(z.string()),
});
