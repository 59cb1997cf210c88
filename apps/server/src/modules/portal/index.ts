import { columnApi, fullPath } from '@wp/contract';
import { serverModule } from '../server-module.js';
import { createRightsRepository } from './shared/rights.repository.js';
import { createRights } from './shared/rights.js';
import { createInboxRepository } from './inbox/inbox.repository.js';
import { createInboxService } from './inbox/inbox.service.js';
import { registerInboxRoutes } from './inbox/inbox.routes.js';
import { createNewsRepository } from './news/news.repository.js';
import { createNewsService, NEWS_FILE_GRANT } from './news/news.service.js';
import { registerNewsRoutes } from './news/news.routes.js';
import { createColumnsRepository } from './home/columns.repository.js';
import { createColumnsService } from './home/columns.service.js';
import { createColumnFetcher } from './home/column-fetch.js';
import { parseAllowedHosts } from './home/column-source.js';
import { registerColumnRoutes } from './home/columns.routes.js';
import { createLayoutsRepository } from './home/layouts.repository.js';
import { createLayoutsService } from './home/layouts.service.js';
import { registerLayoutRoutes } from './home/layouts.routes.js';
import { createAppsRepository } from './apps/apps.repository.js';
import { createAppsService } from './apps/apps.service.js';
import { registerAppRoutes } from './apps/apps.routes.js';
import { createMenusRepository } from './menus/menus.repository.js';
import { createMenusService } from './menus/menus.service.js';
import { registerMenuRoutes } from './menus/menus.routes.js';
import { createShortUrlsRepository } from './short-urls/short-urls.repository.js';
import { createShortUrlsService } from './short-urls/short-urls.service.js';
import { registerShortUrlRoutes } from './short-urls/short-urls.routes.js';
import { createTagsRepository } from './tags/tags.repository.js';
import { createTagsService } from './tags/tags.service.js';
import { registerTagRoutes } from './tags/tags.routes.js';
import { createMeetingsRepository } from './meetings/meetings.repository.js';
import { createMeetingsService } from './meetings/meetings.service.js';
import { registerMeetingRoutes } from './meetings/meetings.routes.js';
import { createVersionsRepository } from './versions/versions.repository.js';
import { createVersionsService } from './versions/versions.service.js';
import { registerVersionRoutes } from './versions/versions.routes.js';
import { createDatavRepository } from './datav/datav.repository.js';
import { createDatavService } from './datav/datav.service.js';
import { registerDatavRoutes } from './datav/datav.routes.js';

declare module '../server-module.js' {
  /** The portal serves the client only: no other module needs its services. */
  interface ModuleProvides { portal: void }
}

/**
 * The portal (host `portal`), one sub-folder per area: inbox, news and notices, home (columns and layouts),
 * application centre (apps), menus, short links, often-used flows (tags), meeting bookings, app versions,
 * data-visualisation pages; shared/ holds the rights table and the HTML cleaning several areas use.
 */
export const portalModule = serverModule({
  name: 'portal',
  needs: ['uc', 'bpmModel', 'files'],
  register(app, { uc, bpmModel, files }, { db, config, clock }) {
    const { directory } = uc;
    const { definitions, startRights } = bpmModel;
    const rights = createRights({ repo: createRightsRepository(db), directory });
    // Columns whose data URL is this server's own API are answered in-process.
    const fetcher = createColumnFetcher({ inject: (opts) => app.inject(opts) });

    const inbox = createInboxService({ repo: createInboxRepository(db), clock });
    const news = createNewsService({
      repo: createNewsRepository(db), clock, files,
      nameOf: (session) => directory.getByAccount(session, session.account).then((u) => u.fullname),
    });
    files.registerGrantChecker(NEWS_FILE_GRANT, (session, newsId) => news.mayReadById(session, newsId));
    const columns = createColumnsService({
      repo: createColumnsRepository(db), rights, fetcher,
      allowedHosts: parseAllowedHosts(config.columnAllowedHosts), selfPath: fullPath(columnApi.getColumnData, config.hosts),
    });
    const layouts = createLayoutsService({ repo: createLayoutsRepository(db), rights, clock, columns: columns.getByAliases });
    const apps = createAppsService({ repo: createAppsRepository(db), rights, definitions, startRights });
    const menus = createMenusService({ repo: createMenusRepository(db), rights });
    const shortUrls = createShortUrlsService({ repo: createShortUrlsRepository(db), guests: uc.auth, clock, directory });
    const tags = createTagsService({ repo: createTagsRepository(db), definitions });
    const meetings = createMeetingsService({ repo: createMeetingsRepository(db), clock });
    const versions = createVersionsService({ repo: createVersionsRepository(db), clock, dataDir: config.dataDir, hosts: config.hosts });
    const datav = createDatavService({ repo: createDatavRepository(db), clock });

    const hosts = config.hosts;
    registerInboxRoutes(app, hosts, inbox);
    registerNewsRoutes(app, hosts, news);
    registerColumnRoutes(app, hosts, columns);
    registerLayoutRoutes(app, hosts, layouts);
    registerAppRoutes(app, hosts, apps);
    registerMenuRoutes(app, hosts, menus);
    registerShortUrlRoutes(app, hosts, shortUrls);
    registerTagRoutes(app, hosts, tags);
    registerMeetingRoutes(app, hosts, meetings);
    registerVersionRoutes(app, hosts, versions, config.packageMaxBytes);
    registerDatavRoutes(app, hosts, datav);
  },
});
