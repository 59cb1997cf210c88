import { formDataApi } from '@wp/contract';
import type { Db } from '../../../db/database.js';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { notFound } from '../../../platform/errors.js';
import type { Principals } from '../../uc/principals.js';
import { applyConditions, checkNames, valuesByField } from './conditions.js';
import { definitionRow, usableDefinition } from './definition.js';
import type { QueryDefinitionsRepository } from './definitions.repository.js';
import { decodeQueryData } from './query-data.js';
import { pageOfSource, type Sources } from './sources.repository.js';

type Settings = formDataApi.query.CustomQuerySettings;
/** needPage 0: every row, as many as one page may hold. */
const ALL_ROWS = 1000;

/** Custom queries: defining them over a source, reading their definitions, running them with the caller's values. */
export function createQueryService(deps: { db: Db; repo: QueryDefinitionsRepository; sources: Sources; principals: Principals; clock: Clock }) {
  const { db, repo, sources, principals, clock } = deps;

  /** A query the caller may use: 404 unknown, 403 when its right leaves them out. */
  async function usable(session: Session, alias: string): Promise<formDataApi.query.CustomQuery> {
    const q = await usableDefinition<Settings>(principals, session, await repo.query(session.tenantId, alias), () => notFound('bo.query.notFound', { alias }));
    return { ...q, dsType: 'dataSource' };
  }

  /** Runs a query with values by condition field; rows carry the result fields, in their order. */
  async function run(session: Session, q: formDataApi.query.CustomQuery, values: ReadonlyMap<string, unknown>, page: number, pageSize: number | undefined) {
    const { querys, params } = applyConditions(q.conditionfield, values, sources.parameterNames(q.source));
    const src = await sources.open(session, q.source, params);
    const size = q.needPage === 0 ? ALL_ROWS : pageSize ?? q.pageSize;
    return pageOfSource(db, src, {
      querys, pageBean: { page: q.needPage === 0 ? 1 : page, pageSize: size, showTotal: true },
      sorter: q.sortfield.map((s) => ({ property: s.field, direction: s.sortType })),
    }, [], size, q.resultfield.map((f) => f.field));
  }

  return {
    /**
     * Defines a custom query (or replaces the one of its alias): its source must exist and every condition,
     * result and sort field must be one the source offers (a view's parameters serve as conditions too).
     */
    async define(tenantId: string, userId: string | null, input: formDataApi.query.CustomQuerySettingsInput) {
      const settings = formDataApi.query.customQuerySettings.parse(input);
      const { columns, parameters } = await sources.describe(tenantId, settings.source);
      const names = new Set(columns.map((c) => c.name));
      const where = JSON.stringify(settings.source);
      checkNames(settings.conditionfield.map((c, i) => [`conditionfield.${i}.field`, c.field]), new Set([...names, ...parameters.map((p) => p.name)]), where);
      checkNames([
        ...settings.resultfield.map((c, i) => [`resultfield.${i}.field`, c.field] as [string, string]),
        ...settings.sortfield.map((c, i) => [`sortfield.${i}.field`, c.field] as [string, string]),
      ], names, where);
      return repo.saveQuery(definitionRow(clock, tenantId, userId, settings));
    },

    /** getByAlias: the definition, for those it allows. */
    byAlias: usable,

    /** query: params by condition field or label, a page of result rows. */
    async query(session: Session, body: { alias: string; params: Record<string, unknown>; page: number; pageSize?: number }) {
      const q = await usable(session, body.alias);
      return run(session, q, valuesByField(q.conditionfield, Object.entries(body.params), 'params'), body.page, body.pageSize);
    },

    /** doQueryBase64: the same with queryData (Base64 JSON [{key, value}]) and the definition's page size. */
    async queryBase64(session: Session, q: { alias: string; queryData?: string; page: number }) {
      const def = await usable(session, q.alias);
      const items = decodeQueryData(q.queryData);
      return run(session, def, valuesByField(def.conditionfield, items.map((i) => [i.key, i.value] as [string, unknown]), 'queryData'), q.page, undefined);
    },
  };
}
export type QueryService = ReturnType<typeof createQueryService>;
