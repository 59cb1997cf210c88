import { columnApi } from '@wp/contract';
import { isoNow, newId, type Clock } from '../../../platform/clock.js';
import type { ColumnsRepository } from './columns.repository.js';
import { cleanHtml } from '../shared/html.js';
import type { Grant } from '../shared/rights.js';
import type { RightsRepository } from '../shared/rights.repository.js';

/** A column as an administrator (or the seed) defines it; HTML is raw here and sanitised on save. */
export interface ColumnInput {
  alias: string; name: string; catalog?: string | null; colType: number; chartType?: number | null; dataMode: number;
  dataFrom?: string | null; dataParam?: string | null; requestType?: 'GET' | 'POST' | null; needPage?: boolean; pageSize?: number;
  colHeight?: number | null; colUrl?: string | null; templateHtml?: string | null; html?: string | null; isPublic: boolean;
  memo?: string | null;
  /** Who sees a column that is not public. */
  rights?: Grant[];
}

/** Defining portal columns (used by the seed; an administration screen would call the same). */
export function createColumnAdmin(deps: { repo: ColumnsRepository; rightsRepo: RightsRepository; clock: Clock }) {
  return {
    /** Creates or replaces a column (by alias) with sanitised HTML and its display rights. */
    async save(tenantId: string, input: ColumnInput): Promise<string> {
      // A custom-dialog column (dataMode 1) lists the rows of the dialog its dataFrom names: without one it would show nothing.
      if (input.dataMode === columnApi.dataModes.dialog && !input.dataFrom?.trim()) throw new Error(`column ${input.alias}: a custom dialog column (dataMode 1) names its dialog's alias in dataFrom`);
      // An asset-KPI column (dataMode 5, ADR 0025) whose dataParam the card cannot read would show only its error.
      if (input.dataMode === columnApi.dataModes.eamKpi && !columnApi.readEamKpiColumnParam(input.dataParam)) throw new Error(`column ${input.alias}: an asset KPI column (dataMode 5) takes dataParam {"range": ${columnApi.EAM_KPI_COLUMN_RANGES.join('|')}, "categoryId"?, "groupId"?}`);
      const now = isoNow(deps.clock);
      const { id } = await deps.repo.upsert({
        id: newId(), tenant_id: tenantId, alias: input.alias, name: input.name, catalog: input.catalog ?? null, col_type: input.colType,
        chart_type: input.chartType ?? null, data_mode: input.dataMode, data_from: input.dataFrom ?? null, data_param: input.dataParam ?? null,
        request_type: input.requestType ?? null, need_page: input.needPage ? 1 : 0, page_size: input.pageSize ?? 10,
        col_height: input.colHeight ?? null, col_url: input.colUrl ?? null,
        template_html: input.templateHtml == null ? null : cleanHtml(input.templateHtml),
        html: input.html == null ? null : cleanHtml(input.html),
        is_public: input.isPublic ? 1 : 0, memo: input.memo ?? null, created_at: now, updated_at: now,
      });
      await deps.rightsRepo.setRights(tenantId, 'column', id, input.rights ?? []);
      return id;
    },
  };
}
export type ColumnAdmin = ReturnType<typeof createColumnAdmin>;
