import { sql } from 'kysely';
import type { QueryFilter } from '@wp/contract';
import type { Db } from '../../../db/database.js';
import { pagedList, type Whitelist } from '../../../platform/query-filter.js';

const whitelist: Whitelist = {
  subject: 'b.subject', roomName: 'r.name', location: 'r.location', booker: 'b.booker_name', startTime: 'b.start_time', endTime: 'b.end_time',
};

/** SQL of meeting-room bookings. */
export function createMeetingsRepository(db: Db) {
  return {
    /** Bookings a user made or attends, not cancelled, ending after `nowIso`. */
    pending: (tenantId: string, userId: string, nowIso: string, filter: QueryFilter) =>
      pagedList(
        db.selectFrom('meeting_booking as b').innerJoin('meeting_room as r', 'r.id', 'b.room_id')
          .select(['b.id', 'b.subject', 'b.room_id as roomId', 'r.name as roomName', 'r.location', 'b.start_time as startTime',
            'b.end_time as endTime', 'b.booker_name as booker', 'b.booker_id as bookerId',
            sql<number | string>`(select count(*) from meeting_attendee a where a.booking_id = b.id)`.as('attendeeCount'),
            sql<number>`case when b.booker_id = ${userId} then 1 else 0 end`.as('isBooker')])
          .where('b.tenant_id', '=', tenantId).where('b.status', '=', 'booked').where('b.end_time', '>', nowIso)
          .where((eb) => eb.or([
            eb('b.booker_id', '=', userId),
            eb.exists(eb.selectFrom('meeting_attendee as a').select('a.user_id').whereRef('a.booking_id', '=', 'b.id').where('a.user_id', '=', userId)),
          ])),
        filter, whitelist, [['b.start_time', 'asc'], ['b.id', 'asc']],
      ),
  };
}
export type MeetingsRepository = ReturnType<typeof createMeetingsRepository>;
