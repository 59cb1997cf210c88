import { eamApi } from '@wp/contract';
import type { z } from 'zod';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { forbidden, invalidField } from '../../../platform/errors.js';
import { formatPlantDate } from '../../sys/date-format.js';
import type { EamAuthService } from '../auth/eam-auth.service.js';
import type { LabelsRepository } from './labels.repository.js';
import { renderLabels } from './pdf.js';
import { SHEETS } from './sheet.js';

type PrintBody = z.output<NonNullable<typeof eamApi.printLabels.body>>;

/** The URL a label's QR holds: this app's scan page naming the asset. */
export const labelUrl = (origin: string, assetCode: string) => `${origin}/eam/device-QR?assetCode=${encodeURIComponent(assetCode)}`;

/** QR label sheets of assets, for those who keep the ledger (the `labels` right: 设备管理员 and administrators). */
export function createLabelsService(deps: { repo: LabelsRepository; clock: Clock; auth: Pick<EamAuthService, 'rightsOf'> }) {
  const { repo, clock, auth } = deps;
  return {
    async print(session: Session, body: PrintBody, requestOrigin: string): Promise<{ fileName: string; content: Buffer }> {
      if (!(await auth.rightsOf(session)).includes('labels')) throw forbidden('eam.labelsForbidden');
      const ids = [...new Set(body.ids)];
      const rows = new Map((await repo.assets(session.tenantId, ids)).map((r) => [r.id, r]));
      const missing = ids.find((id) => !rows.has(id));
      if (missing !== undefined) throw invalidField('ids', 'eam.labelAssetUnknown', { id: missing });
      const origin = body.origin ?? requestOrigin;
      // The labels in the order asked: a sheet run follows the list the user picked from.
      const items = ids.map((id) => rows.get(id)!).map((r) => ({ url: labelUrl(origin, r.asset_code), assetCode: r.asset_code, name: r.name, model: r.model, position: r.position }));
      const plant = await repo.tenantName(session.tenantId);
      const content = await renderLabels(items, SHEETS[body.paper], { title: plant, author: plant });
      return { fileName: `asset-labels-${formatPlantDate(clock.now(), 'yyyyMMdd-HHmm')}.pdf`, content };
    },
  };
}
export type LabelsService = ReturnType<typeof createLabelsService>;
