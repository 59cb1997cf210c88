import type { FastifyInstance } from 'fastify';
import { meetingApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import type { MeetingsService } from './meetings.service.js';

/** Meeting-room bookings: the caller's pending ones. */
export function registerMeetingRoutes(app: FastifyInstance, hosts: Record<string, string>, meetings: MeetingsService) {
  route(app, hosts, meetingApi.pendingJson, ({ session, body }) => meetings.pending(session, body));
}
