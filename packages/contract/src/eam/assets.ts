import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { eamPaged, eamResult, formText, id, pagedQuery } from './common.js';

/**
 * Assets (ledger, categories, information pages). Paths and field names follow the original asset system
 * (`eam-asset/...`, `assetCode`, `categoryId`, `assetStatus`); categories, positions and the finance view are ours
 * where the original shows none. The web routes are keyed by the category's kind: /eam/device-{kind}/...
 */

/** The kinds of the spec's routes (/eam/device-{kind}); a water plant's pumps, blowers, valves … are machinery. */
export const ASSET_KINDS = ['machinery', 'server', 'network', 'storage', 'dataCenter', 'security'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** The original's statuses that a plant uses. */
export const ASSET_STATUSES = ['using', 'idle', 'repair', 'scrap', 'scrapped'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** A: a failure stops the process; B: degrades it; C: neither. */
export const CRITICALITIES = ['A', 'B', 'C'] as const;

export const assetCode = z.string().trim().min(1).max(64);

export const assetCategory = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(ASSET_KINDS),
  /** Assets of this category, whatever their status (scrapped ones excluded). */
  count: z.number().int(),
});
export type AssetCategory = z.infer<typeof assetCategory>;

/** A row of the ledger. */
export const assetRow = z.object({
  id: z.string(),
  assetCode: z.string(),
  name: z.string(),
  model: z.string().nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  kind: z.enum(ASSET_KINDS),
  assetStatus: z.enum(ASSET_STATUSES),
  criticality: z.enum(CRITICALITIES),
  /** The functional position's path, top first ('生物处理区 / 1#生物池 / 1#鼓风机位'). */
  positionName: z.string().nullable(),
  /** A photo (file id, readable by any signed-in user of the tenant), or null. */
  pictureId: z.string().nullable(),
  lastInspectTime: z.string().nullable(),
});
export type AssetRow = z.infer<typeof assetRow>;

/** One technical datum of the asset's category (flow 500 m³/h, power 55 kW, IP …). */
export const assetSpec = z.object({ label: z.string(), value: z.string(), unit: z.string().nullable() });

/** Everything of an asset but its finance: the basic, technical and maintenance-contract groups. */
export const assetDetail = assetRow.extend({
  serialNumber: z.string().nullable(),
  manufacturer: z.string().nullable(),
  supplier: z.string().nullable(),
  productionDate: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  /** Expected service life in years. */
  serviceLife: z.number().nullable(),
  useOrganization: z.string().nullable(),
  manager: z.string().nullable(),
  positionDetail: z.string().nullable(),
  /** Parent asset (a motor's pump), if any. */
  parent: z.object({ id: z.string(), assetCode: z.string(), name: z.string() }).nullable(),
  specs: z.array(assetSpec),
  /** info-device: running state and, for IT kinds, addresses and rack place. */
  equipmentStatus: z.enum(['running', 'stop']).nullable(),
  equipmentIp: z.string().nullable(),
  manageIp: z.string().nullable(),
  rackName: z.string().nullable(),
  rackUpNumber: z.number().int().nullable(),
  /** info-maintenance: the maintenance contract. */
  maintenance: z.object({
    maintainer: z.string().nullable(),
    contacts: z.string().nullable(),
    contactInformation: z.string().nullable(),
    maintenanceMethod: z.string().nullable(),
    maintenanceStartDate: z.string().nullable(),
    maintenanceEndDate: z.string().nullable(),
    maintenancePrice: z.number().nullable(),
  }),
  /** Whether the caller may read the finance group (get-finance answers 403 otherwise). */
  canSeeFinance: z.boolean(),
});
export type AssetDetail = z.infer<typeof assetDetail>;

/**
 * The finance group, depreciation worked out by the server on the day asked (straight line by month, from the
 * month after registration, down to the residual value).
 */
export const assetFinance = z.object({
  assetCode: z.string(),
  originalUnitPrice: z.number(),
  /** The residual value's share of the original value, a fraction (0.05 for 5%). */
  residualsRate: z.number(),
  residualsPrice: z.number(),
  registerDate: z.string(),
  serviceLife: z.number(),
  monthDepreciationPrice: z.number(),
  depreciatedMonths: z.number().int(),
  accumulatedDepreciation: z.number(),
  currentYearDepreciation: z.number(),
  navPrice: z.number(),
  /** The day the figures are for (yyyy-MM-dd, the plant's time zone). */
  asOf: z.string(),
  financialCategory: z.string().nullable(),
  supplier: z.string().nullable(),
});
export type AssetFinance = z.infer<typeof assetFinance>;

export const queryCategoryCount = endpoint({
  host: 'eam', method: 'POST', path: '/eam-asset/query-category-count',
  summary: 'The asset categories with their kind and how many assets each holds',
  reply: eamResult(z.array(assetCategory)),
});

export const queryPagedList = endpoint({
  host: 'eam', method: 'POST', path: '/eam-asset/query-paged-list',
  summary: 'A page of the ledger: by category or kind and status (scrapped assets only when that status is asked for, as the categories count them); searchValue matches code, name and model',
  body: pagedQuery.extend({
    categoryId: formText(64),
    kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ASSET_KINDS).optional()),
    assetStatus: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ASSET_STATUSES).optional()),
  }),
  reply: eamResult(eamPaged(assetRow)),
});

export const getById = endpoint({
  host: 'eam', method: 'POST', path: '/eam-asset/get-by-id',
  summary: 'An asset by its id',
  body: z.object({ id }),
  reply: eamResult(assetDetail),
});

export const scanLabel = endpoint({
  host: 'eam', method: 'POST', path: '/eam-asset/scan-label',
  summary: 'An asset by the text of its label: its code, or a URL of this app naming the code',
  body: z.object({ txt: z.string().trim().min(1).max(500), scene: formText(40) }),
  reply: eamResult(assetDetail),
});

export const getFinance = endpoint({
  host: 'eam', method: 'POST', path: '/eam-asset/get-finance',
  summary: 'The finance group of an asset with its depreciation to date (finance right)',
  body: z.object({ assetCode }),
  reply: eamResult(assetFinance),
});
