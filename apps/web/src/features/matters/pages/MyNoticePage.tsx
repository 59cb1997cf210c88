import { useSearchParams } from 'react-router';
import { Button, Tag } from 'antd-mobile';
import type { NoticeRow } from '@wp/contract';
import { OutcomeTag } from '../../../components/OutcomeTag.js';
import { TabStrip } from '../../../components/TabStrip.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { MasterDetail, useMasterDetail } from '../../../components/layout/MasterDetail.js';
import { useNoticeTodoReadList } from '../api/getNoticeTodoReadList.js';
import { useNoticeDoneReadList } from '../api/getNoticeDoneReadList.js';
import { useMyNoticeReadList } from '../api/getMyNoticeReadList.js';
import { useMarkNoticesRead } from '../../../domains/approval/api/noticeTurnDode.js';
import { ListSearchBar, useListSearch } from '../components/ListSearchBar.js';
import { MatterList, type PagedQuery } from '../components/MatterList.js';
import { MatterRow } from '../components/MatterRow.js';
import { matterLinks, type NoticeListType } from '../links.js';
import './matters.css';
import { useTranslation } from '../../../i18n/index.js';

const tabs = [
  { key: 'todo', type: 'todoRead', title: 'tabs.noticeTodo', empty: 'empty.noticeTodo' },
  { key: 'done', type: 'doneRead', title: 'tabs.noticeDone', empty: 'empty.noticeDone' },
  { key: 'mine', type: 'myRead', title: 'tabs.noticeMine', empty: 'empty.noticeMine' },
] as const satisfies ReadonlyArray<{ key: string; type: NoticeListType; title: string; empty: string }>;
type TabKey = (typeof tabs)[number]['key'];

/**
 * `/work/myNotice`: instances circulated (传阅) to me, unread and read, and those I circulated with each
 * reader's read state. Opening a notice reads it (the notice view marks it read); an unread one can also be
 * marked read from the list.
 */
export function MyNoticePage() {
  const { t } = useTranslation('matters');
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((x) => x.key === params.get('tab')) ?? tabs[0];
  const search = useListSearch();
  const s = { text: search.applied };
  // The unread count labels its tab from every tab.
  const unread = useNoticeTodoReadList(s);
  const unreadTotal = unread.data?.pages[0]?.total;
  const list = (
    <div className="page matters">
      <div className="matters-top">
        <PageHeader title={t('titles.myNotice')} back />
        <TabStrip activeKey={tab.key} onChange={(key) => setParams(key === 'todo' ? {} : { tab: key }, { replace: true })}
          tabs={tabs.map((x) => ({ key: x.key, title: x.key === 'todo' && unreadTotal ? `${t(x.title)} (${unreadTotal})` : t(x.title) }))} />
        <ListSearchBar bar={search.bar} />
      </div>
      {tab.key === 'todo' ? <NoticeList tab={tab.key} query={unread} empty={s.text ? t('empty.search', { text: s.text }) : t(tab.empty)} />
        : tab.key === 'done' ? <DoneNotices text={s.text} />
          : <MyNotices text={s.text} />}
    </div>
  );
  return <MasterDetail list={list} />;
}

function DoneNotices({ text }: { text: string }) {
  const { t } = useTranslation('matters');
  return <NoticeList tab="done" query={useNoticeDoneReadList({ text })} empty={text ? t('empty.search', { text }) : t('empty.noticeDone')} />;
}

function MyNotices({ text }: { text: string }) {
  const { t } = useTranslation('matters');
  return <NoticeList tab="mine" query={useMyNoticeReadList({ text })} empty={text ? t('empty.search', { text }) : t('empty.noticeMine')} />;
}

function NoticeList({ tab, query, empty }: { tab: TabKey; query: PagedQuery<NoticeRow>; empty: string }) {
  const { t } = useTranslation('matters');
  const detail = useMasterDetail();
  const markRead = useMarkNoticesRead();
  const type = tabs.find((x) => x.key === tab)!.type;
  const mine = tab === 'mine';
  return (
    <MatterList query={query} empty={empty} render={(row) => (
      <MatterRow key={row.id} subject={row.subject} process={row.procDefName} person={mine ? row.assigneeName : row.ownerName}
        time={row.createTime} unread={!mine && !row.isRead}
        facts={[
          { value: mine ? t('fields.reader', { name: row.assigneeName }) : t('fields.circulatedBy', { name: row.ownerName }) },
          { label: t('fields.node'), value: row.name },
        ]}
        tags={
          <>
            <OutcomeTag outcome={row.outcome} text={row.outcomeName} className="matter-status" />
            {mine && <Tag color={row.isRead ? 'success' : 'warning'} fill="outline" className="matter-kind">{t(row.isRead ? 'markers.read' : 'markers.unread')}</Tag>}
            {row.isRevoke ? <Tag color="default" fill="outline" className="matter-kind">{t('markers.withdrawn')}</Tag> : null}
          </>
        }
        {...detail.row(matterLinks.notice(row.id, type, row.isRead, row.nodeId))}
        footer={tab === 'todo' ? (
          <Button size="mini" fill="outline" onClick={() => markRead.mutate([row.id])}>{t('actions.markRead')}</Button>
        ) : undefined} />
    )} />
  );
}
