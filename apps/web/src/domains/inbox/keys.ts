/** Query keys of the inbox (站内消息): the unread badge, the message list and one message. */
export const inboxKeys = {
  all: ['inbox'] as const,
  badge: () => [...inboxKeys.all, 'badge'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (text: string) => [...inboxKeys.lists(), text] as const,
  message: (id: string) => [...inboxKeys.all, 'message', id] as const,
};
