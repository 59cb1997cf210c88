import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { ReadFailure } from '../../../components/ErrorPage.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { inboxKeys } from '../../../domains/inbox/keys.js';
import { dateTime } from '../../../lib/time.js';
import { isUnreadMessage, type Message } from '@wp/contract';
import { useMessage } from '../api/get.js';
import { listedMessage } from '../api/list.js';
import './inbox.css';
import { useTranslation } from '../../../i18n/index.js';

/**
 * `/messageReceiverList/:id`: one message, beside the inbox on a tablet (a phone shows it in a dialog over the
 * list). Opening it marks it read: the list beside it and the tab-bar badge follow. Offline it shows as the list
 * loaded it.
 */
export function MessagePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('inbox');
  const queryClient = useQueryClient();
  // Without a network the list's copy shows (its reading then waits on the device).
  const listed = useMemo(() => listedMessage(queryClient, id), [queryClient, id]);
  const message = useMessage(id, listed && isUnreadMessage(listed) ? { subject: listed.subject } : undefined);
  const m: Message | null | undefined = message.data ?? listed;

  useEffect(() => {
    if (!m) return;
    void queryClient.invalidateQueries({ queryKey: inboxKeys.badge() });
    void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
  }, [m, queryClient]);

  return (
    <div className="page inbox-message">
      <PageHeader title={t('message')} back />
      {message.isPending ? (
        <article className="card inbox-article" aria-busy="true"><Skeleton.Title /><Skeleton.Paragraph lineCount={5} /></article>
      ) : !m ? (
        <ReadFailure query={message} tip={t('loadFailed')} />
      ) : (
        <article className="card inbox-article">
          <h1 className="inbox-article-title">{m.subject}</h1>
          <div className="inbox-article-meta">{m.owner} · {dateTime(m.createTime)}</div>
          <div className="inbox-content">{m.content}</div>
        </article>
      )}
    </div>
  );
}
