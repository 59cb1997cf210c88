import { useState } from 'react';
import { Badge, Dialog, List, SearchBar } from 'antd-mobile';
import { BillOutline, MailOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { MountOnOpen } from '../../../components/MountOnOpen.js';
import { useModalFocus } from '../../../components/use-modal-focus.js';
import { isUnreadMessage as isUnread, type Message } from '@wp/contract';
import { PageHeader } from '../../../components/PageHeader.js';
import { PagedList } from '../../../components/PagedList.js';
import { MasterDetail, useMasterDetail } from '../../../components/layout/MasterDetail.js';
import { inboxKeys } from '../../../domains/inbox/keys.js';
import { useDebounced } from '../../../lib/use-debounced.js';
import { dateTime } from '../../../lib/time.js';
import { useInbox } from '../api/list.js';
import { getMessage } from '../api/get.js';
import './inbox.css';
import { useTranslation } from '../../../i18n/index.js';


/**
 * `/messageReceiverList`: the inbox. Search on subject or content, an infinite list (20 at a time) ending in
 * 'no more'. Tapping a message shows it in an alert on a phone, beside the list on a tablet
 * (`/messageReceiverList/:id`); an unread one becomes read, the tab-bar badge is refreshed and the list
 * reloaded. Inbox errors never raise a red message.
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
  const focus = useModalFocus(!!open, () => setOpen(null));
  const detail = useMasterDetail();
  const pathOf = (m: Message) => `/messageReceiverList/${encodeURIComponent(m.id)}`;

  async function read(m: Message) {
    setOpen(m);
    const unread = isUnread(m);
    const full = await getMessage(m.id, unread ? { subject: m.subject } : undefined);
    if (full) setOpen((cur) => (cur?.id === m.id ? { ...cur, content: full.content || cur.content } : cur));
    if (unread) {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.badge() }),
        inbox.refetch(),
      ]);
    }
  }

  const list = (
    <div className="page inbox">
      <div className="inbox-top">
        <PageHeader title={t('title')} />
        <div className="inbox-search">
          <SearchBar placeholder={t('searchPlaceholder')} value={text} maxLength={100} aria-label={t('searchPlaceholder')}
            onChange={(v) => { setCommitted(null); setText(v); }} onSearch={(v) => setCommitted(v.trim())} onClear={() => { setText(''); setCommitted(''); }} />
        </div>
      </div>
      <PagedList query={inbox} className="inbox-list" skeletonLines={2} testId="inbox-loading" loadFailed={t('loadFailed')}
        empty={search ? t('emptySearch', { text: search }) : t('empty')}
        render={(m) => (
          <List.Item key={m.rid} className="inbox-row" data-unread={isUnread(m)} arrow={false} aria-current={detail.isOpen(pathOf(m)) || undefined}
            onClick={() => (detail.split ? detail.open(pathOf(m)) : void read(m))}
            prefix={isUnread(m)
              ? <span className="inbox-icon is-unread" aria-label={t('unread')} role="img"><Badge content={Badge.dot}><MailOutline /></Badge></span>
              : <span className="inbox-icon" aria-label={t('read')} role="img"><BillOutline /></span>}
            description={<span className="inbox-meta"><span>{m.owner}</span><span>{dateTime(m.createTime)}</span></span>}
            extra={<span className="inbox-view">{m.handled && !m.receiveTime ? <span className="inbox-handled">{t('handled')}</span> : null}{t('viewDetails')}</span>}>
            <span className="inbox-subject">{m.subject}</span>
          </List.Item>
        )} />
      <MountOnOpen open={!!open}>{(visible) => (
        <Dialog visible={visible} title={open?.subject} aria-label={open?.subject} closeOnAction onClose={() => setOpen(null)}
          content={<div className="inbox-content" ref={focus}>{open?.content}</div>}
          actions={[{ key: 'ok', text: t('common:confirm') }]} />
      )}</MountOnOpen>
    </div>
  );
  return <MasterDetail list={list} />;
}
