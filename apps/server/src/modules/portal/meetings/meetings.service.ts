import type { Booking, QueryFilter } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import { isoNow, type Clock } from '../../../platform/clock.js';
import type { MeetingsRepository } from './meetings.repository.js';

/** Meeting-room bookings as the home page and the meetings list show them. */
export function createMeetingsService(deps: { repo: MeetingsRepository; clock: Clock }) {
  return {
    /** The caller's bookings (made or attended) that have not ended yet, soonest first by default. */
    async pending(session: Session, filter: QueryFilter) {
      const page = await deps.repo.pending(session.tenantId, session.userId, isoNow(deps.clock), filter);
      return {
        ...page,
        rows: page.rows.map((r): Booking => ({ ...r, attendeeCount: Number(r.attendeeCount), isBooker: Number(r.isBooker) === 1 })),
      };
    },
  };
}
export type MeetingsService = ReturnType<typeof createMeetingsService>;
