import type { eamApi } from '@wp/contract';
import type { LocalPhoto } from '../../shared/photos/local-photo.js';

type Task = eamApi.inspection.InspectionTaskDetail;
type Point = eamApi.inspection.InspectionTaskPointDetail;

/** A round as last loaded from the server, and when. */
export interface KeptTask { userId: string; id: string; savedAt: string; task: Task }
/** A point of a round as last loaded from the server (with its check items), and when. */
export interface KeptPoint { userId: string; id: string; taskId: string; savedAt: string; point: Point }

/** A photo waiting in the queue: its JPEG, and its file id once uploaded (a later sync does not upload it again). */
export interface QueuedPhoto extends LocalPhoto { fileId?: string }

/** One check item's reading: the value as text (a number's text, an option code, a text) and its photos. */
export interface QueuedReading { value: string | null; photos: QueuedPhoto[] }

/**
 * A point recorded on the device, waiting to be sent (`waiting`), or sent and refused by the server (`refused`,
 * with its message and code; kept until the worker discards it). `clientId` is the record's idempotency key and
 * `operTime` the device's time when the point was done: the server keeps both.
 */
export interface QueuedRecord {
  clientId: string;
  userId: string;
  taskId: string;
  pointId: string;
  pointCode: string;
  pointName: string;
  operTime: string;
  pointStatus: eamApi.inspection.RecordedPointStatus;
  content?: string;
  actionLabel?: string;
  inspMethod: eamApi.inspection.PointCheckInMethod;
  /** By check result id. */
  items: Record<string, QueuedReading>;
  photos: QueuedPhoto[];
  state: 'waiting' | 'refused';
  message?: string;
  code?: string;
  /** Sync attempts so far, and when the last one ended. */
  attempts: number;
  lastTriedAt?: string;
}
