import type { AssetKind } from '@wp/contract';

/** The URLs of the maintenance screens (spec 001 section 2). */
export const maintenanceLinks = {
  home: '/eam/maintenance',
  tasks: '/eam/maintenance/devTask',
  task: (id: string) => `/eam/maintenance/devTask/details/${encodeURIComponent(id)}`,
  plans: '/eam/maintenance/devPlan',
  /** The plan's details; `listSearch`: the plan list's filters, kept beside it on a tablet. */
  plan: (id: string, listSearch?: URLSearchParams) => {
    const q = new URLSearchParams(listSearch);
    q.set('id', id);
    return `/eam/maintenance/devPlan/details?${q.toString()}`;
  },
  /** An asset's details page: its kind's route once known, else its basic information (reached by code alone). */
  asset: (assetCode: string, kind?: AssetKind) =>
    kind ? `/eam/device-${kind}-details/${encodeURIComponent(assetCode)}` : `/eam/basic-info/${encodeURIComponent(assetCode)}`,
};
