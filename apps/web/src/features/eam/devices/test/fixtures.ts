import { vi } from 'vitest';
import type { AssetDetail, AssetRow, Endpoint, EamPaged } from '@wp/contract';
import { eamCall } from '../../../../lib/eam/client.js';

/** One endpoint's stand-in: gets the call's body, returns (or throws) the envelope's data. */
export type EamHandler = (body: Record<string, unknown>) => unknown;

/** Answers the mocked `eamCall` (the test file mocks lib/eam/client) per endpoint; any other call fails the test. */
export function serveEam(handlers: Array<[Endpoint, EamHandler]>) {
  const map = new Map(handlers);
  vi.mocked(eamCall).mockImplementation((async (e: Endpoint, opts: { body?: Record<string, unknown> } = {}) => {
    const h = map.get(e);
    if (!h) throw new Error(`unexpected call ${e.path}`);
    return h(opts.body ?? {});
  }) as never);
}

/** The bodies of every call of one endpoint so far. */
export const bodiesOf = (e: Endpoint) => vi.mocked(eamCall).mock.calls.filter(([x]) => x === e).map(([, o]) => (o as { body?: Record<string, unknown> }).body ?? {});

export const row = (code: string, name: string, extra: Partial<AssetRow> = {}): AssetRow => ({
  id: `id-${code}`, assetCode: code, name, model: 'KWP-200', categoryId: 'pump', categoryName: '泵', kind: 'machinery',
  assetStatus: 'using', criticality: 'A', positionName: '预处理区 / 提升泵房 / 1#泵位', pictureId: null, lastInspectTime: null, ...extra,
});

export const paged = (list: AssetRow[]): EamPaged<AssetRow> => ({ list, pageIndex: 1, pageSize: 10, totalRowCount: list.length, pageCount: 1 });

export const detail = (extra: Partial<AssetDetail> = {}): AssetDetail => ({
  ...row('P-001', '1#进水提升泵'), serialNumber: 'SN-1', manufacturer: '南方泵业', supplier: '华东设备', productionDate: '2020-03-01',
  purchaseDate: '2020-05-10', serviceLife: 10, useOrganization: '运行部', manager: '李工', positionDetail: null, parent: null,
  specs: [{ label: '流量', value: '500', unit: 'm³/h' }], equipmentStatus: 'running', equipmentIp: null, manageIp: null, rackName: null,
  rackUpNumber: null, canSeeFinance: false,
  maintenance: { maintainer: null, contacts: null, contactInformation: null, maintenanceMethod: null, maintenanceStartDate: null, maintenanceEndDate: null, maintenancePrice: null },
  ...extra,
});
