import type { AssetKind, AssetStatus } from '@wp/contract';

/** What an asset list asks for besides the page. */
export interface AssetSearch {
  /** Search text over code, name and model, trimmed; '' for none. */
  text: string;
  /** One kind (/eam/device-{kind}); none: every kind (the ledger's search). */
  kind?: AssetKind;
  categoryId?: string;
  status?: AssetStatus;
}

/** Query keys of the asset ledger (the asset system, ADR 0024). */
export const eamAssetKeys = {
  all: ['eamAssets'] as const,
  categories: () => [...eamAssetKeys.all, 'categories'] as const,
  list: (search: AssetSearch) =>
    [...eamAssetKeys.all, 'list', { text: search.text, kind: search.kind ?? null, categoryId: search.categoryId ?? null, status: search.status ?? null }] as const,
  byId: (id: string) => [...eamAssetKeys.all, 'byId', id] as const,
  byCode: (assetCode: string) => [...eamAssetKeys.all, 'byCode', assetCode] as const,
  finance: (assetCode: string) => [...eamAssetKeys.all, 'finance', assetCode] as const,
};
