import { lazy, Suspense } from 'react';
import type { eamApi } from '@wp/contract';
import { PageLoading } from '../../../../components/PageLoading.js';
import { FormSheet } from '../../shared/forms/FormSheet.js';

// The form (asset search, date pickers, projects) loads when the sheet first opens: plans are read far more often.
const PlanForm = lazy(() => import('./PlanForm.js').then((m) => ({ default: m.PlanForm })));

/** 新建计划 (no `plan`) or 编辑计划 as a full-height sheet over the plan list or the plan. */
export function PlanFormSheet({ open, onClose, title, plan, onSaved }: {
  open: boolean; onClose(): void; title: string; plan?: eamApi.MaintainPlanDetail; onSaved(plan: eamApi.MaintainPlanDetail): void;
}) {
  return (
    <FormSheet open={open} onClose={onClose} title={title} tall>
      {open && (
        <Suspense fallback={<PageLoading rows={8} />}>
          <PlanForm plan={plan} onSaved={onSaved} />
        </Suspense>
      )}
    </FormSheet>
  );
}
