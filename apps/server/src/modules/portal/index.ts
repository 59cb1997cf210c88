import type { FastifyInstance } from 'fastify';
import { columnApi, fullPath } from '@wp/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import type { AuthService } from '../uc/auth.service.js';
import type { DirectoryService } from '../uc/directory.service.js';
import type { DefinitionsService } from '../bpm-model/definitions.service.js';
import type { StartRightsService } from '../bpm-model/start-rights.service.js';
import type { FilesService } from '../files/files.service.js';
import { portalErrorHandler } from './messages.js';
import { createRightsRepository } from './rights.repository.js';
import { createRights } from './rights.js';
import { createInboxRepository } from './inbox.repository.js';
import { createInboxService } from './inbox.service.js';
import { registerInboxRoutes } from './inbox.routes.js';
import { createNewsRepository } from './news.repository.js';
import { createNewsService, NEWS_FILE_GRANT } from './news.service.js';
import { registerNewsRoutes } from './news.routes.js';
import { createColumnsRepository } from './columns.repository.js';
import { createColumnsService } from './columns.service.js';
import { createColumnFetcher } from './column-fetch.js';
import { parseAllowedHosts } from './column-source.js';
import { registerColumnRoutes } from './columns.routes.js';
import { createLayoutsRepository } from './layouts.repository.js';
import { createLayoutsService } from './layouts.service.js';
import { registerLayoutRoutes } from './layouts.routes.js';
import { createAppsRepository } from './apps.repository.js';
import { createAppsService } from './apps.service.js';
import { registerAppRoutes } from './apps.routes.js';
import { createMenusRepository } from './menus.repository.js';
import { createMenusService } from './menus.service.js';
import { registerMenuRoutes } from './menus.routes.js';
import { createShortUrlsRepository } from './short-urls.repository.js';
import { createShortUrlsService } from './short-urls.service.js';
import { registerShortUrlRoutes } from './short-urls.routes.js';
import { createTagsRepository } from './tags.repository.js';
import { createTagsService } from './tags.service.js';
import { registerTagRoutes } from './tags.routes.js';
import { createMeetingsRepository } from './meetings.repository.js';
import { createMeetingsService } from './meetings.service.js';
import { registerMeetingRoutes } from './meetings.routes.js';
import { createVersionsRepository } from './versions.repository.js';
import { createVersionsService } from './versions.service.js';
import { registerVersionRoutes } from './versions.routes.js';
import { createDatavRepository } from './datav.repository.js';
import { createDatavService } from './datav.service.js';
import { registerDatavRoutes } from './datav.routes.js';

export interface PortalDeps {
  db: Db; config: Config; clock: Clock; guests: Pick<AuthService, 'guestToken'>;
  directory: DirectoryService;
  definitions: Pick<DefinitionsService, 'mainOnes'>;
  /** Who may start which process on behalf of a leader: the application centre's mode 5 apps. */
  startRights: Pick<StartRightsService, 'permissionList'>;
  files: FilesService;
  /** COLUMN_ALLOWED_HOSTS: the hosts (`host` or `host:port`, comma separated) column URLs may reach besides this server. */
  columnAllowedHosts?: string;
}

/**
 * The portal (host `portal`): inbox, news and notices, home columns and layouts, application centre, menus,
 * short links, often-used flows, meeting bookings, app version check, data-visualisation pages.
 */
export function createPortalModule(deps: PortalDeps) {
  const { db, config, clock, directory } = deps;
  const rightsRepo = createRightsRepository(db);
  const rights = createRights({ repo: rightsRepo, directory });
  let app: FastifyInstance | undefined;
  const fetcher = createColumnFetcher({
    inject: (opts) => {
      if (!app) throw new Error('portal module used before register()');
      return app.inject(opts);
    },
  });

  const inbox = createInboxService({ repo: createInboxRepository(db), clock });
  const news = createNewsService({
    repo: createNewsRepository(db), clock, files: deps.files,
    nameOf: (session) => directory.getByAccount(session, session.account).then((u) => u.fullname),
  });
  deps.files.registerGrantChecker(NEWS_FILE_GRANT, (session, newsId) => news.mayReadById(session, newsId));
  const columns = createColumnsService({
    repo: createColumnsRepository(db), rights, fetcher,
    allowedHosts: parseAllowedHosts(deps.columnAllowedHosts), selfPath: fullPath(columnApi.getColumnData, config.hosts),
  });
  const layouts = createLayoutsService({ repo: createLayoutsRepository(db), rights, clock, columns: columns.getByAliases });
  const apps = createAppsService({ repo: createAppsRepository(db), rights, definitions: deps.definitions, startRights: deps.startRights });
  const menus = createMenusService({ repo: createMenusRepository(db), rights });
  const shortUrls = createShortUrlsService({ repo: createShortUrlsRepository(db), guests: deps.guests, clock, directory });
  const tags = createTagsService({ repo: createTagsRepository(db), definitions: deps.definitions });
  const meetings = createMeetingsService({ repo: createMeetingsRepository(db), clock });
  const versions = createVersionsService({ repo: createVersionsRepository(db), clock, dataDir: config.dataDir, hosts: config.hosts });
  const datav = createDatavService({ repo: createDatavRepository(db), clock });

  return {
    /** Registers every portal route in a scope whose error handler speaks the portal's messages. */
    register(root: FastifyInstance) {
      app = root;
      const hosts = config.hosts;
      root.register(async (scope) => {
        scope.setErrorHandler(portalErrorHandler);
        registerInboxRoutes(scope, hosts, inbox);
        registerNewsRoutes(scope, hosts, news);
        registerColumnRoutes(scope, hosts, columns);
        registerLayoutRoutes(scope, hosts, layouts);
        registerAppRoutes(scope, hosts, apps);
        registerMenuRoutes(scope, hosts, menus);
        registerShortUrlRoutes(scope, hosts, shortUrls);
        registerTagRoutes(scope, hosts, tags);
        registerMeetingRoutes(scope, hosts, meetings);
        registerVersionRoutes(scope, hosts, versions, config.packageMaxBytes);
        registerDatavRoutes(scope, hosts, datav);
      });
    },
  };
}
