import type { NewsDetail, NewsFile, QueryFilter } from '@wp/contract';
import type { PortalNewsTable } from '../../../db/schema.js';
import type { Session } from '../../../platform/auth/session.js';
import { isoNow, newId, type Clock } from '../../../platform/clock.js';
import type { FilesService } from '../../files/files.service.js';
import { cleanHtml, plainText } from '../shared/html.js';
import { badRequest, forbidden, notFound } from '../../../platform/errors.js';
import type { NewsRepository } from './news.repository.js';

export type NewsType = 'news' | 'notice';

export interface NewsInput {
  id?: string;
  type: NewsType;
  title: string;
  content: string;
  cover?: string | null;
  ffj?: NewsFile[];
  isPublic: number;
  isTop?: number;
}

/** The grant kind under which news attachments are readable by whoever may read the news. */
export const NEWS_FILE_GRANT = 'news';

const toDetail = (r: PortalNewsTable): NewsDetail => ({
  id: r.id, type: r.type as NewsType, title: r.title, summary: r.summary, cover: r.cover, isPublic: r.is_public, isTop: r.is_top,
  publisher: r.publisher, publisherId: r.publisher_id, publishTime: r.publish_time, createTime: r.created_at,
  // Sanitised again on the way out: rows written by other means (imports, SQL) must not reach a browser unfiltered.
  content: cleanHtml(r.content), ffj: r.ffj,
});

/**
 * News and notices: published ones are for everyone of the tenant, drafts for their publisher and the
 * administrators. HTML is sanitised when saved and again when served.
 */
export function createNewsService(deps: {
  repo: NewsRepository; clock: Clock; files: Pick<FilesService, 'info' | 'grant'>; nameOf: (session: Session) => Promise<string>;
}) {
  const { repo, clock, files } = deps;
  const mayRead = (session: Session, row: PortalNewsTable) => row.is_public === 1 || session.isAdmin || row.publisher_id === session.userId;

  return {
    mayRead,

    /** A page of news or notices; `onlyPublished` is the spec's isPublic=true. */
    list(session: Session, type: NewsType, onlyPublished: boolean, filter: QueryFilter) {
      return repo.list(session.tenantId, type, { userId: session.userId, isAdmin: session.isAdmin, onlyPublished }, filter)
        .then((page) => ({ ...page, rows: page.rows.map(({ sortTime: _, ...r }) => ({ ...r, type: r.type as NewsType })) }));
    },

    /** One item the caller may read, with sanitised HTML; drafts of others are not found. */
    async get(session: Session, id: string): Promise<NewsDetail> {
      const row = await repo.byId(session.tenantId, id);
      if (!row || !mayRead(session, row)) throw notFound('portal.news.notFound');
      return toDetail(row);
    },

    /** Whether a session may read the news item a file is attached to (the file service asks). */
    async mayReadById(session: Session, id: string) {
      const row = await repo.byId(session.tenantId, id);
      return !!row && mayRead(session, row);
    },

    /** Creates or updates an item (administrators only); checks the files exist and lets the readers read them. */
    async save(session: Session, input: NewsInput): Promise<string> {
      if (!session.isAdmin) throw forbidden('portal.news.adminOnly');
      const existing = input.id ? await repo.byId(session.tenantId, input.id) : undefined;
      if (input.id && !existing) throw notFound('portal.news.notFound');
      const fileIds = [...(input.ffj ?? []).map((f) => f.id), ...(input.cover ? [input.cover] : [])];
      for (const fileId of fileIds) {
        await files.info(session, fileId).catch(() => { throw badRequest('portal.news.fileNotFound', { id: fileId }); });
      }
      const now = isoNow(clock);
      const content = cleanHtml(input.content);
      const fields = {
        type: input.type, title: input.title.trim(), content, summary: plainText(content, 120), cover: input.cover ?? null,
        ffj: JSON.stringify(input.ffj ?? []), is_public: input.isPublic, is_top: input.isTop ?? existing?.is_top ?? 0,
        publish_time: input.isPublic === 1 ? (existing?.publish_time ?? now) : null, updated_at: now,
      };
      const id = existing?.id ?? newId();
      if (existing) await repo.update(session.tenantId, id, fields);
      else await repo.insert({ id, tenant_id: session.tenantId, publisher_id: session.userId, publisher: await deps.nameOf(session), created_at: now, ...fields });
      for (const fileId of fileIds) await files.grant(fileId, NEWS_FILE_GRANT, id);
      return id;
    },
  };
}
export type NewsService = ReturnType<typeof createNewsService>;
