import type { eamApi } from '@wp/contract';
import type { LocalPhoto } from '../shared/photos/local-photo.js';
import { readingRequired, readingState, startingValue } from './readings.js';
import type { RecordInput } from './offline/queue.js';

type Point = eamApi.inspection.InspectionTaskPointDetail;
type Status = eamApi.inspection.RecordedPointStatus;

/** What the worker has entered at a point so far. */
export interface PointDraft {
  /** Readings by check result id: a number's text, an option code, a text. */
  readings: Record<string, string>;
  itemPhotos: Record<string, LocalPhoto[]>;
  photos: LocalPhoto[];
  /** The result chosen (正常 / 异常 / 不巡检); null until chosen. */
  chosen: Status | null;
  content: string;
  actionLabel: string;
}

export const emptyDraft = (point: Point): PointDraft => ({
  readings: Object.fromEntries(point.items.map((i) => [i.id, startingValue(i)])),
  itemPhotos: {}, photos: [], chosen: null, content: '', actionLabel: '',
});

/** The items whose reading is abnormal (out of range, an abnormal option). */
export const abnormalItems = (point: Point, draft: PointDraft) => point.items.filter((i) => readingState(i, draft.readings[i.id]) === 'abnormal');

/**
 * The result the point will be saved with: 不巡检 as chosen; otherwise any abnormal reading makes it 异常 at once
 * (the server decides the same); else what was chosen.
 */
export function resultOf(point: Point, draft: PointDraft): Status | null {
  if (draft.chosen === 'none') return 'none';
  if (abnormalItems(point, draft).length > 0) return 'abnormal';
  return draft.chosen;
}

/** What is missing or wrong, by field: `item:<id>` per check item, `result`, `content`. Empty when it may be saved. */
export type DraftErrors = Partial<Record<string, 'required' | 'number' | 'choice' | 'result' | 'reason' | 'remark'>>;

export function draftErrors(point: Point, draft: PointDraft): DraftErrors {
  const errors: DraftErrors = {};
  const status = resultOf(point, draft);
  if (!status) errors.result = 'result';
  if (status !== 'none') {
    for (const item of point.items) {
      const state = readingState(item, draft.readings[item.id]);
      if (state === 'empty' && readingRequired(item)) errors[`item:${item.id}`] = item.type === 'radiobox' ? 'choice' : 'required';
      if (state === 'invalid') errors[`item:${item.id}`] = item.type === 'number_range' ? 'number' : 'choice';
    }
  }
  if (status === 'none' && !draft.content.trim()) errors.content = 'reason';
  if (status === 'abnormal' && !draft.content.trim()) errors.content = 'remark';
  return errors;
}

/** The draft as a record for the queue (or the finish call): a point not inspected sends no readings. */
export function recordInput(point: Point, draft: PointDraft, userId: string, inspMethod: eamApi.inspection.PointCheckInMethod): RecordInput {
  const status = resultOf(point, draft);
  if (!status) throw new Error('the point has no result yet');
  const items: RecordInput['items'] = {};
  if (status !== 'none') {
    for (const item of point.items) {
      const value = (draft.readings[item.id] ?? '').trim();
      const photos = draft.itemPhotos[item.id] ?? [];
      if (value || photos.length > 0) items[item.id] = { value: value || null, photos };
    }
  }
  return {
    userId, taskId: point.taskId, pointId: point.id, pointCode: point.pointCode, pointName: point.pointName,
    pointStatus: status, content: draft.content.trim() || undefined, actionLabel: draft.actionLabel || undefined, inspMethod,
    items, photos: draft.photos,
  };
}
