import type { Db } from '../../../db/database.js';
import type { Clock } from '../../../platform/clock.js';
import type { Principals } from '../../uc/principals.js';
import { formatPlantDate } from '../../sys/date-format.js';
import { createChartRepository } from '../chart/chart.repository.js';
import { createChartService } from '../chart/chart.service.js';
import type { TemplateService } from '../template/template.service.js';
import { createQueryDefinitionsRepository } from './definitions.repository.js';
import { createQueryService } from './query.service.js';
import { registeredViews, type RegisteredView } from './registered-views.repository.js';
import { createSources } from './sources.repository.js';
import { createViewService } from './view.service.js';

/** Custom queries, query views and custom charts over one set of sources (data templates and the registered views). */
export function createQueryServices(deps: { db: Db; clock: Clock; templates: TemplateService; principals: Principals; views?: ReadonlyMap<string, RegisteredView> }) {
  const { db, clock, templates, principals } = deps;
  const today = () => formatPlantDate(clock.now(), 'yyyy-MM-dd');
  const sources = createSources({ db, templates, views: deps.views ?? registeredViews, today });
  const repo = createQueryDefinitionsRepository(db);
  return {
    queries: createQueryService({ db, repo, sources, principals, clock }),
    queryViews: createViewService({ db, repo, sources, principals, clock }),
    charts: createChartService({ repo: createChartRepository(db), sources, principals, clock, today }),
  };
}
export type QueryServices = ReturnType<typeof createQueryServices>;
