import { z } from 'zod';
import { pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';

/** Meeting-room bookings (会议室预约) (host `portal`). */

export const booking = z.object({
  id: z.string(),
  subject: z.string(),
  roomId: z.string(),
  roomName: z.string(),
  location: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  booker: z.string(),
  bookerId: z.string(),
  attendeeCount: z.number().int(),
  /** Whether the current user booked it (else they attend it). */
  isBooker: z.boolean(),
});
export type Booking = z.infer<typeof booking>;

export const pendingJson = endpoint({
  host: 'portal', method: 'POST', path: '/portal/meetingRoomAppointment/v1/pendingJson',
  summary: 'The bookings the current user made or attends that have not ended. Properties: subject, roomName, location, '
    + 'booker, startTime, endTime. Default order: soonest first',
  body: queryFilter,
  reply: pageList(booking),
});
