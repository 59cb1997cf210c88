import { useParams } from 'react-router';
import { Button, List, Skeleton } from 'antd-mobile';
import { DownlandOutline, FileOutline } from 'antd-mobile-icons';
import { dateTime } from '../../../lib/time.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { ReadFailure } from '../../../components/ErrorPage.js';
import { errorText } from '../../../lib/error-text.js';
import { SafeHtml } from '../../../components/portal/SafeHtml.js';
import { formatSize } from '../../../lib/form/size.js';
import { parseFfj, useNewsDetail } from '../api/getById.js';
import { downloadFile } from '../../../domains/files/api/downloadFile.js';
import './news.css';
import { useTranslation } from '../../../i18n/index.js';

/** `/news/:id`: one news item or notice: title, publisher and time, the sanitised body and its attachments. */
export function NewsDetailPage() {
  const { t } = useTranslation('news');
  const { id = '' } = useParams();
  const detail = useNewsDetail(id);
  const d = detail.data;
  const files = parseFfj(d?.ffj);
  return (
    <div className="page news-detail">
      <PageHeader title={d ? t(`tabs.${d.type}`) : t('title')} back />
      {detail.isPending ? (
        <article className="card news-article" aria-busy="true"><Skeleton.Title /><Skeleton.Paragraph lineCount={8} /></article>
      ) : detail.isError ? (
        <ReadFailure query={detail} tip={errorText(detail.error)} showBack />
      ) : d && (
        <>
          <article className="card news-article">
            <h1 className="news-article-title">{d.title}</h1>
            <div className="news-article-meta">{d.publisher} · {dateTime(d.publishTime ?? d.createTime)}</div>
            {d.content.trim() ? <SafeHtml className="news-article-body" html={d.content} /> : <p className="news-article-empty">{t('noContent')}</p>}
          </article>
          {files.length > 0 && (
            <List mode="card" header={t('attachments', { count: files.length })} className="news-files">
              {files.map((f) => (
                <List.Item key={f.id} prefix={<FileOutline className="news-file-icon" />} description={f.size !== undefined ? formatSize(f.size) : undefined}
                  extra={<Button size="mini" fill="outline" color="primary" onClick={() => void downloadFile(f.id).catch(() => undefined)} aria-label={t('download', { name: f.name })}>
                    <DownlandOutline /> {t('downloadShort')}
                  </Button>}>
                  <span className="news-file-name">{f.name}</span>
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </div>
  );
}
