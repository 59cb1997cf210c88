import type { Message, QueryFilter } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import { isoNow, type Clock } from '../../../platform/clock.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import type { InboxRepository } from './inbox.repository.js';

const toMessage = ({ unread: _, handled, ...m }: Omit<Message, 'handled'> & { unread: number; handled: number }): Message => ({ ...m, handled: handled === 1 });

/** The current user's inbox: list, open (marks read) and the unread badge. */
export function createInboxService(deps: { repo: InboxRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** A page of the caller's own messages; the receiver condition is the server's, never the client's. */
    async list(session: Session, filter: QueryFilter) {
      const page = await repo.list(session.tenantId, session.userId, filter);
      return { ...page, rows: page.rows.map(toMessage) };
    },

    /** One of the caller's messages; the first opening records the read time. 403 for other people's messages. */
    async open(session: Session, messageId: string): Promise<Message> {
      const row = await repo.receipt(session.tenantId, session.userId, messageId);
      if (!row) {
        throw (await repo.messageExists(session.tenantId, messageId)) ? forbidden('portal.inbox.notReceiver') : notFound('portal.inbox.notFound');
      }
      if (row.receiveTime) return toMessage(row);
      const at = isoNow(clock);
      await repo.markRead(row.rid, at);
      return toMessage({ ...row, receiveTime: at });
    },

    /** Unread messages, not counting those about tasks somebody already handled. */
    badge: (session: Session) => repo.unreadCount(session.tenantId, session.userId),
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
