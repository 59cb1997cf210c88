/** Meeting rooms and bookings around the seed date (times in the plant's local time, UTC+8). Data only. */

import { monthFrom } from '../seasons.js';

export const rooms = [
  { key: 'main', name: '第一会议室', location: '综合楼三层301', capacity: 20 },
  { key: 'control', name: '中控室会商区', location: '中控楼二层', capacity: 8 },
  { key: 'training', name: '培训教室', location: '综合楼一层105', capacity: 40 },
];

export interface SeedBooking {
  subject: string; room: string; booker: string; attendees: string[];
  /** Days after the seed date, and local start and end times. */
  day: number; start: string; end: string; cancelled?: boolean;
}

/** The bookings around `now`, their subjects written for its months. */
export const bookings = (now: Date): SeedBooking[] => [
  { subject: `${monthFrom(now, 1).month}月设备检修计划协调会`, room: 'main', booker: 'liqiang', attendees: ['zhangmin', 'guohui', 'heping', 'wangfang', 'lijun'], day: 1, start: '09:00', end: '10:30' },
  { subject: '安全生产培训动员会', room: 'training', booker: 'zhaoli', attendees: ['maqian', 'zhuxin', 'chenjing', 'yangfan', 'zhangmin', 'lijun', 'zhaolei'], day: 2, start: '14:00', end: '16:00' },
  { subject: `${monthFrom(now, -1).month}月出水水质分析会`, room: 'main', booker: 'zhengyu', attendees: ['xiemei', 'tangning', 'wangfang', 'zhangwei'], day: 3, start: '10:00', end: '11:30' },
  { subject: '中控系统报警策略讨论', room: 'control', booker: 'wangfang', attendees: ['lijun', 'zhaolei', 'chenjing'], day: 4, start: '15:00', end: '16:00' },
  { subject: '厂长办公会', room: 'main', booker: 'zhangwei', attendees: ['liuyang', 'wangfang', 'liqiang', 'zhaoli', 'sunyan', 'zhengyu'], day: 6, start: '09:00', end: '11:00' },
  { subject: '上周生产调度会', room: 'control', booker: 'wangfang', attendees: ['lijun', 'zhaolei', 'chenjing'], day: -3, start: '08:30', end: '09:30' },
  { subject: '供应商曝气器技术交流', room: 'main', booker: 'liqiang', attendees: ['zhangmin'], day: 2, start: '10:00', end: '11:00', cancelled: true },
];

/** An ISO instant for a local (UTC+8) time on the day `day` days after `base`'s UTC date. */
export function localTime(base: Date, day: number, hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + day, h - 8, m));
  return d.toISOString();
}
