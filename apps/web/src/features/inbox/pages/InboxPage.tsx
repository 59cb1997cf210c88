import { useState } from 'react';
import { Badge, Dialog, InfiniteScroll, List, PullToRefresh, SearchBar } from 'antd-mobile';
import { BillOutline, MailOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Message } from '@wp/contract';
import { PageHeader } from '../../../components/PageHeader.js';
import { LazyErrorPage as ErrorPage } from '../../../components/LazyErrorPage.js';
import { ListSkeleton } from '../../../components/ListSkeleton.js';
import { portalKeys } from '../../../components/portal/api/keys.js';
import { useDebounced } from '../../../lib/use-debounced.js';
import { dateTime } from '../../../lib/time.js';
import { useInbox } from '../api/list.js';
import { getMessage } from '../api/get.js';
import './inbox.css';

/** Unread while it has no receive time (spec 000 section 4). */
export const isUnread = (m: Pick<Message, 'receiveTime'>) => !m.receiveTime;

/**
 * `/messageReceiverList`: the inbox. Search on subject or content, an infinite list (20 at a time) ending in
 * 'no more'. Tapping a message shows it in an alert; an unread one becomes read, the tab-bar badge is
 * refreshed and the list reloaded. Inbox errors never raise a red message.
 */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [committed, setCommitted] = useState<string | null>(null);
  const typed = useDebounced(text.trim());
  const search = committed ?? (text.trim() ? typed : '');
  const inbox = useInbox(search);
  const [open, setOpen] = useState<Message | null>(null);
  const rows = inbox.data?.pages.flatMap((p) => p.rows) ?? [];

  async function read(m: Message) {
    setOpen(m);
    const unread = isUnread(m);
    const full = await getMessage(m.id);
    if (full) setOpen((cur) => (cur?.id === m.id ? { ...cur, content: full.content || cur.content } : cur));
    if (unread) {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.msgBadge }),
        inbox.refetch(),
      ]);
    }
  }

  return (
    <div className="page inbox">
      <div className="inbox-top">
        <PageHeader title={t('title')} />
        <div className="inbox-search">
          <SearchBar placeholder={t('searchPlaceholder')} value={text} maxLength={100} aria-label={t('searchPlaceholder')}
            onChange={(v) => { setCommitted(null); setText(v); }} onSearch={(v) => setCommitted(v.trim())} onClear={() => { setText(''); setCommitted(''); }} />
        </div>
      </div>
      {inbox.isPending ? <ListSkeleton lines={2} testId="inbox-loading" />
        : inbox.isError && !inbox.data ? <ErrorPage status="disconnected" tip={t('loadFailed')} onRetry={() => void inbox.refetch()} />
          : (
            <PullToRefresh onRefresh={async () => void (await inbox.refetch())}>
              {rows.length === 0 ? <ErrorPage status="empty" tip={search ? t('emptySearch', { text: search }) : t('empty')} /> : (
                <List mode="card" className="inbox-list">
                  {rows.map((m) => (
                    <List.Item key={m.rid} className="inbox-row" data-unread={isUnread(m)} onClick={() => void read(m)} arrow={false}
                      prefix={isUnread(m)
                        ? <span className="inbox-icon is-unread" aria-label={t('unread')} role="img"><Badge content={Badge.dot}><MailOutline /></Badge></span>
                        : <span className="inbox-icon" aria-label={t('read')} role="img"><BillOutline /></span>}
                      description={<span className="inbox-meta"><span>{m.owner}</span><span>{dateTime(m.createTime)}</span></span>}
                      extra={<span className="inbox-view">{t('viewDetails')}</span>}>
                      <span className="inbox-subject">{m.subject}</span>
                    </List.Item>
                  ))}
                </List>
              )}
              {rows.length > 0 && (
                <InfiniteScroll hasMore={inbox.hasNextPage} threshold={200} loadMore={async () => {
                  const r = await inbox.fetchNextPage();
                  if (r.isError) throw r.error;
                }}>
                  {(hasMore, failed, retry) => (
                    <span className="inbox-footer">
                      {failed ? <button type="button" className="link-button" onClick={retry}>{t('common:retry')}</button>
                        : hasMore ? t('common:loading') : t('common:noMore')}
                    </span>
                  )}
                </InfiniteScroll>
              )}
            </PullToRefresh>
          )}
      <Dialog visible={!!open} title={open?.subject} closeOnAction onClose={() => setOpen(null)}
        content={<div className="inbox-content">{open?.content}</div>}
        actions={[{ key: 'ok', text: t('common:confirm') }]} />
    </div>
  );
}
