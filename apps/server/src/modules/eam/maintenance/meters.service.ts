import type { eamApi } from '@wp/contract';
import type { AssetMeter, MeterKind } from './types.js';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import type { EamAssetMeterTable } from '../../../db/schema.js';
import type { Session } from '../../../platform/auth/session.js';
import { newId, type Clock } from '../../../platform/clock.js';
import { forbidden, invalidField, notFound } from '../../../platform/errors.js';
import { formatPlantDate } from '../../sys/date-format.js';
import type { OrgDirectoryProvider } from '../../uc/org-directory.js';
import type { MaintenanceAccess } from './access.js';
import type { MaintenanceGeneration } from './generation.js';
import { inTransaction, type MaintenanceRepository } from './maintenance.repository.js';
import { AVERAGE_WINDOW_DAYS } from './schedule.js';
import { meterStateOf, userRef, type MeterState } from './views.js';

type RecordBody = z.output<NonNullable<typeof eamApi.assetMeterRecord.body>>;

const READINGS_SHOWN = 10;
const DAY_MS = 86_400_000;
/** A device clock a little ahead of the server's is not "the future". */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Meters on assets and their readings; a reading may bring a meter plan to its due value (its task is then created). */
export function createMetersService(deps: {
  db: Db; repo: MaintenanceRepository; clock: Clock; access: MaintenanceAccess; generation: MaintenanceGeneration; organisation: OrgDirectoryProvider;
}) {
  const { db, repo, clock, access, generation, organisation } = deps;

  /** The meter's latest reading and its average use per day over the window before it (`newest`: its last readings when read already). */
  async function stateOf(meterId: string, newest?: Array<{ value: unknown; read_time: string }>): Promise<MeterState> {
    const [latest] = newest ?? (await repo.lastReadings(meterId, 1));
    if (!latest) return { latest: null, perDay: null };
    const from = new Date(Date.parse(latest.read_time) - AVERAGE_WINDOW_DAYS * DAY_MS).toISOString();
    const window = await repo.readingsSince(meterId, from);
    return meterStateOf({ value: Number(latest.value), readTime: latest.read_time }, window.map((x) => ({ value: Number(x.value), readTime: x.read_time })));
  }

  async function view(session: Session, m: EamAssetMeterTable): Promise<AssetMeter> {
    const [readings, org] = await Promise.all([repo.lastReadings(m.id, READINGS_SHOWN), organisation.forTenant(session.tenantId)]);
    const state = await stateOf(m.id, readings);
    return {
      id: m.id, assetId: m.asset_id, code: m.code, name: m.name, kind: m.kind as MeterKind, unit: m.unit,
      lastValue: m.last_value === null ? null : Number(m.last_value), lastReadTime: m.last_read_time,
      averagePerDay: state.perDay === null ? null : Math.round(state.perDay * 100) / 100,
      readings: readings.map((x) => ({ value: Number(x.value), readTime: x.read_time, recordedBy: userRef(x.recorded_by, (u) => org.nameOf(u)) })),
    };
  }

  return {
    stateOf: (meterId: string) => stateOf(meterId),

    /** The asset's meters; 404 for an asset not of the tenant. */
    async list(session: Session, assetId: string): Promise<AssetMeter[]> {
      if (!(await repo.assetSnapshot(session.tenantId, assetId))) throw notFound('eam.assetNotFound', { code: assetId });
      const meters = await repo.metersOfAsset(session.tenantId, assetId);
      return Promise.all(meters.map((m) => view(session, m)));
    },

    /**
     * Records a reading at the device's time (default now, never in the future) by a member of a maintenance group
     * or a manager. A counter never goes backwards: the value lies between the readings before and after its time.
     */
    async record(session: Session, body: RecordBody): Promise<{ meter: AssetMeter; createdTaskIds: string[] }> {
      const meter = await repo.meter(session.tenantId, body.meterId);
      if (!meter) throw notFound('eam.maintenance.meterNotFound', { id: body.meterId });
      const actor = await access.actorOf(session);
      if (actor.groupIds.length === 0 && !actor.manager) throw forbidden('eam.maintenance.mayNotRecord');
      const now = clock.now();
      const readTime = body.readTime ? new Date(body.readTime).toISOString() : now.toISOString();
      if (Date.parse(readTime) > now.getTime() + CLOCK_SKEW_MS) throw invalidField('readTime', 'eam.maintenance.readTimeFuture');
      const at = (iso: string) => formatPlantDate(new Date(iso), 'yyyy-MM-dd HH:mm');
      const createdTaskIds = await inTransaction(db, async (r) => {
        const { before, after } = await r.neighbours(meter.id, readTime);
        if (before && body.value < Number(before.value)) throw invalidField('value', 'eam.maintenance.meterBackwards', { previous: Number(before.value), time: at(before.read_time) });
        if (after && body.value > Number(after.value)) throw invalidField('value', 'eam.maintenance.meterAhead', { next: Number(after.value), time: at(after.read_time) });
        await r.insertReading({ id: newId(), tenant_id: session.tenantId, meter_id: meter.id, value: body.value, read_time: readTime, recorded_by: session.userId, created_at: now.toISOString() });
        await r.setMeterLatest(meter.id, body.value, readTime);
        return generation.afterReading(r, session.tenantId, meter.id);
      });
      return { meter: await view(session, (await repo.meter(session.tenantId, meter.id))!), createdTaskIds };
    },
  };
}
export type MetersService = ReturnType<typeof createMetersService>;
