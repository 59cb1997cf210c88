/** The URLs of the repair screens (spec 001 section 2, `/eam/maintenance2/...`). */
const base = '/eam/maintenance2';

export const repairLinks = {
  home: base,
  orders: `${base}/deviceFix`,
  /** The order list with the report form open, prefilled from an asset and an inspection defect. */
  report: ({ assetId, abnormalId }: { assetId?: string; abnormalId?: string } = {}) => {
    const q = new URLSearchParams({ new: '1' });
    if (assetId) q.set('assetId', assetId);
    if (abnormalId) q.set('abnormalId', abnormalId);
    return `${base}/deviceFix?${q}`;
  },
  order: (id: string) => `${base}/deviceFix/detail/${encodeURIComponent(id)}`,
  workOrders: `${base}/deviceOrder`,
  settings: `${base}/deviceSet`,
  defects: `${base}/deviceSet/defect`,
  defect: (id: string) => `${base}/deviceSet/defect/Details/${encodeURIComponent(id)}`,
  degrees: `${base}/deviceSet/degree`,
  degree: (id: string) => `${base}/deviceSet/degree/Details/${encodeURIComponent(id)}`,
  teams: `${base}/deviceSet/team`,
  /** A team by `?id=`; none: a new team. */
  team: (id?: string) => `${base}/deviceSet/team/Details${id ? `?id=${encodeURIComponent(id)}` : ''}`,
  types: `${base}/deviceSet/type`,
};

/** The id in a settings detail route that stands for a record not saved yet. */
export const NEW_ID = 'new';
