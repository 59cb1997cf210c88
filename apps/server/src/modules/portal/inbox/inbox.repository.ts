import { sql } from 'kysely';
import type { QueryFilter } from '@wp/contract';
import type { Db } from '../../../db/database.js';
import { pagedList, type Whitelist } from '../../../platform/query-filter.js';

/** The list's properties: the client's names, and the original's column names the spec's sorter uses. */
const whitelist: Whitelist = {
  subject: 'm.subject', subject_: 'm.subject',
  content: 'm.content', content_: 'm.content',
  owner: 'm.owner', messageType: 'm.message_type',
  createTime: 'm.created_at', create_time_: 'm.created_at',
  receiveTime: 'r.receive_time', receiverName: 'r.receiver_name', receiver_name_: 'r.receiver_name',
};

/** SQL of the inbox: the engine writes sys_message and its receipts; the portal reads them. */
export function createInboxRepository(db: Db) {
  /** One user's receipts joined to their messages, within the tenant. */
  const received = (tenantId: string, userId: string) =>
    db.selectFrom('sys_message_receiver as r').innerJoin('sys_message as m', 'm.id', 'r.message_id')
      .select(['m.id', 'r.id as rid', 'm.subject', 'm.content', 'm.owner', 'm.owner_id as ownerId', 'm.message_type as messageType',
        'm.created_at as createTime', 'r.receive_time as receiveTime', 'r.receiver_name as receiverName', 'r.handled',
        // The contract's isUnreadMessage, in SQL: the list's order and the badge count the same messages.
        sql<number>`case when r.receive_time is null and r.handled = 0 then 1 else 0 end`.as('unread')])
      .where('m.tenant_id', '=', tenantId).where('r.receiver_id', '=', userId);

  return {
    /** A page of one user's messages; without a sorter unread first, then newest. */
    list: (tenantId: string, userId: string, filter: QueryFilter) =>
      pagedList(received(tenantId, userId), filter, whitelist, [['unread', 'desc'], ['m.created_at', 'desc'], ['r.id', 'desc']], 20),
    /** One user's receipt of one message. */
    receipt: (tenantId: string, userId: string, messageId: string) =>
      received(tenantId, userId).where('m.id', '=', messageId).executeTakeFirst(),
    messageExists: async (tenantId: string, messageId: string) =>
      !!(await db.selectFrom('sys_message').select('id').where('tenant_id', '=', tenantId).where('id', '=', messageId).executeTakeFirst()),
    /** Sets the read time once; a second opening keeps the first time. */
    markRead: (rid: string, at: string) =>
      db.updateTable('sys_message_receiver').set({ receive_time: at }).where('id', '=', rid).where('receive_time', 'is', null).execute(),
    unreadCount: async (tenantId: string, userId: string) => {
      const row = await db.selectFrom('sys_message_receiver as r').innerJoin('sys_message as m', 'm.id', 'r.message_id')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('m.tenant_id', '=', tenantId).where('r.receiver_id', '=', userId)
        .where('r.receive_time', 'is', null).where('r.handled', '=', 0)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
export type InboxRepository = ReturnType<typeof createInboxRepository>;
