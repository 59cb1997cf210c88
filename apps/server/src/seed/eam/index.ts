import type { Db } from '../../db/database.js';
import type { Insertable } from 'kysely';
import type { EamAssetTable } from '../../db/schema.js';
import { insertRows } from '../../db/insert-rows.js';
import { newId } from '../../platform/clock.js';
import { categories, otherTenantAssets, plantAssets, positions, type SeedAsset } from './ledger.js';
import { seedInspection } from './inspection.js';
import { seedMaintenance } from './maintenance.js';
import { seedRepair } from './repair.js';

/** Writes one tenant's ledger: categories, the position tree (from the listed paths and every asset's), the assets. */
async function seedLedger(db: Db, tenantId: string, assets: SeedAsset[], now: string) {
  const categoryIds = new Map(categories.map((c) => [c.code, newId()]));
  await insertRows(db, 'eam_asset_category', categories.map((c, sort) => ({ id: categoryIds.get(c.code)!, tenant_id: tenantId, code: c.code, name: c.name, kind: c.kind, sort })));

  const positionIds = new Map<string, string>();
  const positionRows: Array<{ id: string; tenant_id: string; parent_id: string | null; name: string; path: string }> = [];
  for (const names of [...positions, ...assets.map((a) => a.position.split(' / '))]) {
    for (let depth = 1; depth <= names.length; depth += 1) {
      const path = names.slice(0, depth).join(' / ');
      if (positionIds.has(path)) continue;
      const id = newId();
      positionIds.set(path, id);
      positionRows.push({ id, tenant_id: tenantId, parent_id: depth > 1 ? positionIds.get(names.slice(0, depth - 1).join(' / '))! : null, name: names[depth - 1]!, path });
    }
  }
  await insertRows(db, 'eam_position', positionRows);

  const rows: Insertable<EamAssetTable>[] = assets.map((a) => ({
    id: newId(), tenant_id: tenantId, asset_code: a.assetCode, name: a.name, model: a.model, category_id: categoryIds.get(a.categoryCode)!,
    asset_status: a.assetStatus, criticality: a.criticality, position_id: positionIds.get(a.position)!, position_detail: a.positionDetail, parent_id: null,
    serial_number: a.serialNumber, manufacturer: a.manufacturer, supplier: a.supplier, production_date: a.productionDate, purchase_date: a.purchaseDate,
    service_life: a.serviceLife, use_organization: a.useOrganization, manager: a.manager, picture_id: null, last_inspect_time: a.lastInspectTime,
    specs_json: JSON.stringify(a.specs), equipment_status: a.equipmentStatus, equipment_ip: a.equipmentIp, manage_ip: a.manageIp, rack_name: a.rackName,
    rack_up_number: a.rackUpNumber, maintainer: a.maintainer, contacts: a.contacts, contact_information: a.contactInformation,
    maintenance_method: a.maintenanceMethod, maintenance_start_date: a.maintenanceStartDate, maintenance_end_date: a.maintenanceEndDate,
    maintenance_price: a.maintenancePrice, original_unit_price: a.originalUnitPrice, residuals_rate: a.residualsRate, register_date: a.registerDate,
    financial_category: a.financialCategory, created_at: now, updated_at: now,
  }));
  await insertRows(db, 'eam_asset', rows);
}

/**
 * The asset system of the demo tenants, on first run: the plant's ledger of about 300 assets, the second tenant's
 * few. A tenant that already has categories is left alone. (The 资产财务 role, `eamFinance`, is one of the plant's
 * roles in plant.ts, held by 李强, head of 设备管理部.)
 */
export async function seedEam(db: Db, tenants: { main: string; other?: string }, today = new Date(), options: { history?: boolean; dataDir?: string } = {}): Promise<void> {
  const now = today.toISOString();
  const seeded = async (tenantId: string) => Boolean(await db.selectFrom('eam_asset_category').select('id').where('tenant_id', '=', tenantId).executeTakeFirst());
  if (!(await seeded(tenants.main))) {
    await db.transaction().execute((tx) => seedLedger(tx, tenants.main, plantAssets(today), now));
  }
  if (tenants.other && !(await seeded(tenants.other))) {
    const other = tenants.other;
    await db.transaction().execute((tx) => seedLedger(tx, other, otherTenantAssets(today), now));
  }
  // Inspection groups, routes, plans, today's rounds (and six months of finished ones with their defects, with the history).
  await seedInspection(db, tenants.main, { today, history: options.history ?? false });
  // Maintenance groups, meters, plans and their tasks (six months of them with the history).
  await seedMaintenance(db, tenants.main, { today, history: options.history ?? false });
  // Repair settings (fault library, urgencies, teams, the approval setting) and orders (six months of them with the history).
  await seedRepair(db, tenants.main, { today, history: options.history ?? false, dataDir: options.dataDir });
}
