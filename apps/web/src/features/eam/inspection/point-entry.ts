import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { eamApi } from '@wp/contract';
import { errorText } from '../../../lib/error-text.js';
import { taskCheck } from '../../../domains/eam-inspection/api/taskCheck.js';
import { isTransient } from './offline/queue.js';
import { isOnline } from '../../../lib/offline/online.js';
import { inspectionLinks } from './links.js';
import { useTranslation } from '../../../i18n/index.js';

type PointRow = Pick<eamApi.inspection.InspectionTaskPointRow, 'id' | 'pointCode' | 'asset'>;

/** Codes as printed on tags: letters, digits, '-', '_', '.'. */
const CODE = /^[\w.-]{1,64}$/;

/**
 * The point code a scanned or typed text names, within a round: a tag's URL (`?pointCode=`, `?p=`, or an asset's
 * `?assetCode=` / `?code=`) read with the URL parser, or the code itself. An asset's code (its label scanned
 * instead of the point's tag) names the round's point at that asset. '' for nothing.
 */
export function pointCodeOf(text: string, points: PointRow[]): string {
  const raw = text.trim();
  let code = raw;
  if (!CODE.test(raw)) {
    try {
      const url = new URL(raw);
      const q = url.searchParams;
      code = (q.get('pointCode') ?? q.get('p') ?? q.get('assetCode') ?? q.get('code') ?? '').trim();
    } catch {
      code = raw;
    }
  }
  if (!code) return '';
  const same = (a: string) => a.toLowerCase() === code.toLowerCase();
  if (points.some((p) => same(p.pointCode))) return points.find((p) => same(p.pointCode))!.pointCode;
  return points.find((p) => p.asset && same(p.asset.assetCode))?.pointCode ?? code;
}

/**
 * THE entry of a point code into a round, scanned (`scan`) or typed (`manual`): the server's `check` finds the
 * round's point (and checks the worker may record it), then the point opens. Offline, the round's points as kept
 * on the device stand in. `error` says why nothing opened (no such point in the round, in the server's words).
 * A scanner plugs in by calling `enter(text, 'scan')`.
 */
export function usePointEntry(task: { id: string; points: PointRow[] } | undefined) {
  const { t } = useTranslation('eamInspection');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function enter(text: string, by: eamApi.inspection.PointCheckInMethod): Promise<boolean> {
    if (!task || busy) return false;
    const code = pointCodeOf(text, task.points);
    if (!code) {
      setError(t('entry.empty'));
      return false;
    }
    setError(null);
    setBusy(true);
    try {
      if (isOnline()) {
        try {
          const point = await taskCheck(task.id, code);
          void navigate(inspectionLinks.point(point.id, by));
          return true;
        } catch (err) {
          if (!isTransient(err)) {
            setError(errorText(err));
            return false;
          }
        }
      }
      const kept = task.points.find((p) => p.pointCode === code);
      if (kept) {
        void navigate(inspectionLinks.point(kept.id, by));
        return true;
      }
      setError(t('entry.notInRound', { code }));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { enter, busy, error, clearError: () => setError(null) };
}
