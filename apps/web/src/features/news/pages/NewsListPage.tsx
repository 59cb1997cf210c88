import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { List, SearchBar, Tag } from 'antd-mobile';
import type { NewsRow } from '@wp/contract';
import { TabStrip } from '../../../components/TabStrip.js';
import { dateTime } from '../../../lib/time.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { PagedList } from '../../../components/PagedList.js';
import { MasterDetail, useMasterDetail } from '../../../components/layout/MasterDetail.js';
import { AuthImage } from '../../../components/AuthImage.js';
import { useDebounced } from '../../../lib/use-debounced.js';
import { useNewsList } from '../api/list.js';
import './news.css';
import { useTranslation } from '../../../i18n/index.js';

/**
 * `/news` (and `?type=notice`): the plant's published news and notices, pinned first; a tap opens the item
 * (`/news/:id`: beside the list on a tablet, full screen on a phone).
 */
export function NewsListPage() {
  const { t } = useTranslation('news');
  const [params, setParams] = useSearchParams();
  const type = params.get('type') === 'notice' ? 'notice' : 'news';
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());

  const list = (
    <div className="page news">
      <div className="news-top">
        <PageHeader title={t('title')} back />
        <TabStrip activeKey={type} onChange={(k) => setParams(k === 'notice' ? { type: 'notice' } : {}, { replace: true })}
          tabs={[{ key: 'news', title: t('tabs.news') }, { key: 'notice', title: t('tabs.notice') }]} />
        <div className="news-search">
          <SearchBar placeholder={t('searchPlaceholder')} value={text} onChange={setText} maxLength={100} aria-label={t('searchPlaceholder')} />
        </div>
      </div>
      <NewsList type={type} search={search} />
    </div>
  );
  return <MasterDetail list={list} />;
}

/** The list itself: mounted only where it shows, so a phone opening an item does not fetch the list. */
function NewsList({ type, search }: { type: 'news' | 'notice'; search: string }) {
  const { t } = useTranslation('news');
  const query = useNewsList(type, search);
  const detail = useMasterDetail();
  return (
    <PagedList query={query} className="news-list" testId="news-loading" loadFailed={t('loadFailed')}
      empty={search ? t('emptySearch', { text: search }) : t(`empty.${type}`)}
      render={(r) => <NewsItem key={r.id} row={r} {...detail.row(`/news/${encodeURIComponent(r.id)}`)} />} />
  );
}

function NewsItem({ row, onOpen, selected }: { row: NewsRow; onOpen(): void; selected: boolean }) {
  const { t } = useTranslation('news');
  return (
    <List.Item className="news-row" onClick={onOpen} aria-current={selected || undefined}
      extra={row.cover ? <AuthImage fileId={row.cover} className="news-cover" alt="" fallback={<span className="news-cover" />} /> : undefined}
      description={<span className="news-meta">{row.publisher} · {dateTime(row.publishTime ?? row.createTime)}</span>}>
      <span className="news-title">{row.isTop ? <Tag color="danger" fill="outline" className="news-top-tag">{t('pinned')}</Tag> : null}{row.title}</span>
      {row.summary && <span className="news-summary">{row.summary}</span>}
    </List.Item>
  );
}
