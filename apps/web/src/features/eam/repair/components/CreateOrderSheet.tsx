import { lazy, Suspense } from 'react';
import { Sheet } from '../../../../components/Sheet.js';
import { PageLoading } from '../../../../components/PageLoading.js';
import type { RepairOrderDetail } from '../../../../domains/eam-repair/types.js';
import { useTranslation } from '../../../../i18n/index.js';

// The form (photos, pickers, date picker) loads when the sheet first opens: the list is read far more often.
const CreateOrderForm = lazy(() => import('./CreateOrderForm.js').then((m) => ({ default: m.CreateOrderForm })));

/** 我要报修 as a sheet over the order list (`?new=1`), prefilled from `assetId` or an inspection defect `abnormalId`. */
export function CreateOrderSheet({ open, onClose, assetId, abnormalId, onCreated }: {
  open: boolean; onClose(): void; assetId?: string; abnormalId?: string; onCreated(order: RepairOrderDetail): void;
}) {
  const { t } = useTranslation('eamRepair');
  return (
    <Sheet open={open} onClose={onClose} label={t('create.title')} bodyClassName="repair-sheet is-full" className="repair-sheet-inner" showCloseButton>
      <h2 className="repair-sheet-title">{t('create.title')}</h2>
      <div className="repair-sheet-body">
        <Suspense fallback={<PageLoading rows={8} />}>
          <CreateOrderForm assetId={assetId} abnormalId={abnormalId} onCreated={onCreated} />
        </Suspense>
      </div>
    </Sheet>
  );
}
