import { eamApi, type AssetCategory, type AssetDetail, type AssetFinance, type AssetKind, type AssetRow, type AssetStatus, type EamPaged } from '@wp/contract';
import type { z } from 'zod';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { forbidden, notFound, type AppError } from '../../../platform/errors.js';
import { formatPlantDate } from '../../sys/date-format.js';
import type { EamAuthService } from '../auth/eam-auth.service.js';
import { paged } from '../shared/wire.js';
import type { AssetDetailRow, AssetsRepository } from './assets.repository.js';
import { depreciate } from './depreciation.js';
import { codeOfLabel } from './label.js';

type PagedQuery = z.output<NonNullable<typeof eamApi.queryPagedList.body>>;
type ListRow = Awaited<ReturnType<AssetsRepository['page']>>['list'][number];

const specsOf = (json: string) => {
  const parsed = eamApi.assetSpec.array().safeParse((() => {
    try {
      return JSON.parse(json) as unknown;
    } catch {
      return [];
    }
  })());
  return parsed.success ? parsed.data : [];
};

const toRow = (r: ListRow): AssetRow => ({
  id: r.id, assetCode: r.asset_code, name: r.name, model: r.model, categoryId: r.category_id, categoryName: r.category_name,
  kind: r.kind as AssetKind, assetStatus: r.asset_status as AssetStatus, criticality: r.criticality as AssetRow['criticality'],
  positionName: r.position_name, pictureId: r.picture_id, lastInspectTime: r.last_inspect_time,
});

const toDetail = (r: AssetDetailRow, canSeeFinance: boolean): AssetDetail => ({
  ...toRow(r),
  serialNumber: r.serial_number, manufacturer: r.manufacturer, supplier: r.supplier, productionDate: r.production_date,
  purchaseDate: r.purchase_date, serviceLife: r.service_life === null ? null : Number(r.service_life), useOrganization: r.use_organization,
  manager: r.manager, positionDetail: r.position_detail,
  parent: r.parent_id && r.parent_code && r.parent_name ? { id: r.parent_id, assetCode: r.parent_code, name: r.parent_name } : null,
  specs: specsOf(r.specs_json),
  equipmentStatus: r.equipment_status === 'running' || r.equipment_status === 'stop' ? r.equipment_status : null,
  equipmentIp: r.equipment_ip, manageIp: r.manage_ip, rackName: r.rack_name, rackUpNumber: r.rack_up_number === null ? null : Number(r.rack_up_number),
  maintenance: {
    maintainer: r.maintainer, contacts: r.contacts, contactInformation: r.contact_information, maintenanceMethod: r.maintenance_method,
    maintenanceStartDate: r.maintenance_start_date, maintenanceEndDate: r.maintenance_end_date,
    maintenancePrice: r.maintenance_price === null ? null : Number(r.maintenance_price),
  },
  canSeeFinance,
});

/** The asset ledger: categories, the list, an asset by id or by its label, and its finance group (finance right). */
export function createAssetsService(deps: { repo: AssetsRepository; clock: Clock; auth: Pick<EamAuthService, 'rightsOf'> }) {
  const { repo, clock, auth } = deps;
  const mayReadFinance = async (session: Session) => (await auth.rightsOf(session)).includes('finance');
  /** The asset's detail for the caller, or `missing` (a 404 naming what was asked). */
  const detailOf = async (session: Session, row: AssetDetailRow | undefined, missing: () => AppError) => {
    if (!row) throw missing();
    return toDetail(row, await mayReadFinance(session));
  };

  return {
    /** The tenant's categories with their kind and how many assets (not scrapped) each holds. */
    async categories(session: Session): Promise<AssetCategory[]> {
      const rows = await repo.categories(session.tenantId);
      return rows.map((c) => ({ id: c.id, code: c.code, name: c.name, kind: c.kind as AssetKind, count: Number(c.count) }));
    },

    /** A page of the ledger in code order; searchValue matches code, name and model as literal text. */
    async page(session: Session, q: PagedQuery): Promise<EamPaged<AssetRow>> {
      const { list, total } = await repo.page(session.tenantId, q, (q.pageIndex - 1) * q.pageSize, q.pageSize, q.sortType ?? 'asc');
      return paged(list.map(toRow), total, q);
    },

    /** One asset by id. */
    byId: async (session: Session, id: string) => detailOf(session, await repo.byId(session.tenantId, id), () => notFound('eam.assetNotFound', { code: id })),

    /** The asset a scanned label names (its code, or a URL of this app naming it); 404 when none of the tenant's. */
    async scanLabel(session: Session, txt: string): Promise<AssetDetail> {
      const code = codeOfLabel(txt);
      const row = code === null ? undefined : await repo.byCode(session.tenantId, code);
      return detailOf(session, row, () => notFound('eam.labelUnknown', { txt: txt.length > 80 ? `${txt.slice(0, 80)}…` : txt }));
    },

    /** The finance group with its depreciation to today in the plant's time zone; 403 without the finance right. */
    async finance(session: Session, assetCode: string): Promise<AssetFinance> {
      if (!(await mayReadFinance(session))) throw forbidden('eam.financeForbidden');
      const f = await repo.finance(session.tenantId, assetCode);
      if (!f) throw notFound('eam.assetNotFound', { code: assetCode });
      if (f.original_unit_price === null || f.register_date === null || f.service_life === null) throw notFound('eam.financeMissing');
      const asOf = formatPlantDate(clock.now(), 'yyyy-MM-dd');
      const input = {
        originalUnitPrice: Number(f.original_unit_price), residualsRate: Number(f.residuals_rate ?? 0), serviceLife: Number(f.service_life),
        registerDate: f.register_date, asOf,
      };
      return {
        assetCode: f.asset_code, ...input, ...depreciate(input), financialCategory: f.financial_category, supplier: f.supplier,
      };
    },
  };
}
export type AssetsService = ReturnType<typeof createAssetsService>;
