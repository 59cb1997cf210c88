import { eamApi } from '@wp/contract';
import type { z } from 'zod';
import type { Session } from '../../../platform/auth/session.js';
import { newId, type Clock } from '../../../platform/clock.js';
import { AppError, conflict, invalidField, notFound } from '../../../platform/errors.js';
import { t, type Lang } from '../../../platform/messages.js';
import { eamCodeOf } from '../../../platform/refusals.js';
import { validationMessage } from '../../../platform/validation-messages.js';
import { formatPlantDate } from '../../sys/date-format.js';
import type { FilesService } from '../../files/files.service.js';
import type { InspectionRepository } from './inspection.repository.js';
import type { InspectionService } from './inspection.service.js';
import { toCheckItem } from './inspection.mappers.js';
import { checkPhotos, grantPhotos, type PhotoField } from './photos.js';
import { checkRemark, decideStatus, defectSummary, readItems } from './readings.js';
import { checkOperTime, isOpen, taskClosed } from './task-rules.js';
import type { InspectionTaskPointDetail, SyncRecordResult } from './types.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';

const api = eamApi.inspection;
/** One point's record as finish and each record of sync give it. */
export type PointRecordInput = z.output<typeof api.pointFinishBody>;

/**
 * Recording points (members of the task's group only): online one by one (`finish`) and offline rounds in bulk
 * (`sync`), both idempotent by the device's clientId and keeping the device's time. The server reads every item,
 * decides abnormal from the readings, raises a defect for an abnormal point and moves the task to acting.
 */
export function createRecordingService(deps: { repo: InspectionRepository; clock: Clock; files: Pick<FilesService, 'grant' | 'refusedPhoto'>; reads: Pick<InspectionService, 'memberTaskOf' | 'pointDetail'> }) {
  const { repo, clock, files, reads } = deps;

  /** 409: the point was recorded by someone (who and when, in plant time). */
  const alreadyRecorded = (p: { point_code: string; oper_user_name: string | null; oper_time: string | null }) =>
    conflict('eam.inspection.pointRecorded', {
      code: p.point_code, name: p.oper_user_name ?? '', time: p.oper_time ? formatPlantDate(new Date(p.oper_time), 'yyyy-MM-dd HH:mm') : '',
    });

  /** Records one point; `duplicate` when this clientId recorded it before (nothing changes). */
  async function record(session: Session, lang: Lang, input: PointRecordInput): Promise<{ status: 'recorded' | 'duplicate'; pointId: string }> {
    const point = await repo.pointById(session.tenantId, input.id);
    if (!point) throw notFound('eam.inspection.pointNotFound', { id: input.id });
    const task = await reads.memberTaskOf(session, point.task_id);
    if (input.clientId) {
      if (point.client_id === input.clientId) return { status: 'duplicate', pointId: point.id };
      if (await repo.pointByClientId(session.tenantId, input.clientId)) throw conflict('eam.inspection.clientIdUsed');
    }
    if (!isOpen(task.task_status)) throw taskClosed(lang, task.task_status);
    if (point.point_status !== 'wait') throw alreadyRecorded(point);
    const now = clock.now();
    const operTime = checkOperTime(input.operTime, now, task.plan_start_time);
    if (input.actionLabel && !(await repo.processActions(session.tenantId)).some((a) => a.code === input.actionLabel)) {
      throw invalidField('actionLabel', 'eam.inspection.unknownAction', { code: input.actionLabel });
    }
    const items = (await repo.items(point.id)).map(toCheckItem);
    const readings = readItems(items, input.itemData, input.pointStatus);
    const status = decideStatus(input.pointStatus, readings);
    checkRemark(status, readings, input.content);
    const photos: PhotoField[] = [
      { field: 'pics', ids: input.pics },
      ...items.flatMap((item) => (readings.get(item.id)?.pics.length ? [{ field: `itemData.${item.itemCode}.pics`, ids: readings.get(item.id)!.pics }] : [])),
    ];
    await checkPhotos(files, session, photos);

    const abnormalItems = [...readings.values()].filter((r) => r.abnormal);
    const outcome = await repo.recordPoint({
      tenantId: session.tenantId, taskId: task.id, taskPointId: point.id, status, inspMethod: input.inspMethod, operTime, userId: session.userId,
      content: input.content ?? null, actionLabel: input.actionLabel ?? null, pics: input.pics, clientId: input.clientId ?? null, recordTime: now.toISOString(),
      abnormalItemCount: abnormalItems.length,
      items: [...readings.entries()].map(([id, r]) => ({ id, ...r })),
      abnormal: status === 'abnormal' ? {
        id: newId(), tenant_id: session.tenantId, task_id: task.id, task_point_id: point.id, asset_id: point.asset_id,
        summary: defectSummary(items, readings, input.content), content: input.content ?? null,
        pics_json: JSON.stringify([...new Set([...input.pics, ...abnormalItems.flatMap((r) => r.pics)])]),
        oper_user_id: session.userId, oper_time: operTime, created_at: now.toISOString(),
      } : null,
    }).catch((e: unknown) => {
      // A unique key refused the write: the same clientId used for another point at the same moment.
      if (isUniqueViolation(e)) throw conflict('eam.inspection.clientIdUsed');
      throw e;
    });
    if (outcome === 'closed') throw taskClosed(lang, (await repo.taskById(session.tenantId, task.id))?.task_status ?? 'finish');
    if (outcome === 'notWaiting') {
      // Another request recorded it first: the same device's retry is a duplicate, anyone else's a conflict.
      const latest = (await repo.pointById(session.tenantId, point.id))!;
      if (input.clientId && latest.client_id === input.clientId) return { status: 'duplicate', pointId: point.id };
      throw alreadyRecorded(latest);
    }
    await grantPhotos(files, point.id, photos);
    return { status: 'recorded', pointId: point.id };
  }

  /** The record's refusal as a sync result: the message in the caller's language, the envelope's code. */
  const refusal = (lang: Lang, clientId: string, pointId: string | null, e: AppError): SyncRecordResult => ({
    clientId, pointId, status: 'refused', code: eamCodeOf(e.statusCode, e.key), message: e.key ? t(lang, e.key, e.vars) : e.message,
  });

  return {
    /** Records a waiting point and answers it as recorded (the same clientId again: what was recorded, unchanged). */
    async finish(session: Session, lang: Lang, input: PointRecordInput): Promise<InspectionTaskPointDetail> {
      const { pointId } = await record(session, lang, input);
      return reads.pointDetail(session, pointId);
    },

    /**
     * Records an offline round's points, each in its own transaction, in the order given: one record's refusal
     * does not stop the others. Each record needs its clientId (idempotency) and operTime (the device's time).
     */
    async sync(session: Session, lang: Lang, text: string): Promise<SyncRecordResult[]> {
      let records: unknown;
      try {
        records = JSON.parse(text);
      } catch {
        throw invalidField('records', 'eam.inspection.recordsJson');
      }
      if (!Array.isArray(records) || records.length === 0) throw invalidField('records', 'eam.inspection.recordsJson');
      if (records.length > api.MAX_SYNC_RECORDS) throw invalidField('records', 'eam.inspection.tooManyRecords', { limit: api.MAX_SYNC_RECORDS });
      const results: SyncRecordResult[] = [];
      for (const raw of records as unknown[]) {
        const fields = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
        const clientId = typeof fields.clientId === 'string' ? fields.clientId : '';
        const pointId = typeof fields.id === 'string' ? fields.id : null;
        const parsed = api.syncRecord.safeParse(raw);
        if (!parsed.success) {
          const { code, path, message, ...params } = parsed.error.issues[0]!;
          const text = validationMessage(lang, { keyword: code, message, params: params as Record<string, unknown> });
          results.push({ clientId, pointId, status: 'refused', code: 'invalid', message: `${path.join('.') || 'record'}: ${text}` });
          continue;
        }
        try {
          const done = await record(session, lang, parsed.data);
          results.push({ clientId, pointId: done.pointId, status: done.status });
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          results.push(refusal(lang, clientId, pointId, e));
        }
      }
      return results;
    },
  };
}
export type RecordingService = ReturnType<typeof createRecordingService>;
