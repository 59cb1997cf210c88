import type { AssetKind } from '@wp/contract';
import type { HistoryTab } from './history/history-tabs.js';

/** The full-screen URLs of the asset pages (spec 001 section 2). */
export const assetLinks = {
  list: (kind: AssetKind, categoryId?: string) => `/eam/device-${kind}${categoryId ? `?categoryId=${encodeURIComponent(categoryId)}` : ''}`,
  details: (kind: AssetKind, assetCode: string) => `/eam/device-${kind}-details/${encodeURIComponent(assetCode)}`,
  basic: (assetCode: string) => `/eam/basic-info/${encodeURIComponent(assetCode)}`,
  device: (assetCode: string) => `/eam/info-device/${encodeURIComponent(assetCode)}`,
  finance: (assetCode: string) => `/eam/info-finance/${encodeURIComponent(assetCode)}`,
  maintenance: (id: string) => `/eam/info-maintenance/${encodeURIComponent(id)}`,
  /** The same page opened on one tab of the asset's history (维修 / 保养 / 巡检). */
  history: (id: string, tab: HistoryTab) => `/eam/info-maintenance/${encodeURIComponent(id)}?tab=${tab}`,
};
