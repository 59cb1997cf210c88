import { lazy, Suspense, useState } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { notify } from '../../../../lib/notify.js';
import { PageLoading } from '../../../../components/PageLoading.js';
import { useStartRepair } from '../../../../domains/eam-repair/api/startRepair.js';
import type { RepairAction, RepairOrderDetail } from '../../../../domains/eam-repair/types.js';
import { useRepairRights } from '../rights.js';
import { FormSheet } from '../../shared/forms/FormSheet.js';
import { useTranslation } from '../../../../i18n/index.js';

const forms = () => import('./order-forms.js');
const DispatchForm = lazy(() => forms().then((m) => ({ default: m.DispatchForm })));
const CancelForm = lazy(() => forms().then((m) => ({ default: m.CancelForm })));
const AcceptForm = lazy(() => forms().then((m) => ({ default: m.AcceptForm })));
const FinishForm = lazy(() => forms().then((m) => ({ default: m.FinishForm })));

type SheetAction = Exclude<RepairAction, 'start'>;
/** The buttons left to right: the way back first, the step forward last (under the right thumb). */
const ORDER: RepairAction[] = ['cancel', 'dispatch', 'start', 'finish', 'accept'];

/**
 * The order's action bar: exactly what the server says the caller may do now (`actions`) — 撤销, 派单, 开始维修,
 * 完成维修, 验收 — each opening its form in a sheet (start asks first). Nothing when there is nothing to do.
 */
export function OrderActions({ order }: { order: RepairOrderDetail }) {
  const { t } = useTranslation('eamRepair');
  const [open, setOpen] = useState<SheetAction | null>(null);
  const start = useStartRepair();
  const rights = useRepairRights();
  const actions = ORDER.filter((a) => order.actions.includes(a));
  if (actions.length === 0) return null;

  const done = (key: string) => {
    setOpen(null);
    notify.success(t(`done.${key}`));
  };
  const run = async (a: RepairAction) => {
    if (a !== 'start') return setOpen(a);
    const sure = await Dialog.confirm({ content: t('start.confirm', { asset: order.asset.name }), confirmText: t('action.start'), cancelText: t('cancel') });
    if (!sure) return;
    // A refusal (someone else started it) has been shown by the error catalogue; the order is read again either way.
    await start.mutateAsync(order.id).then(() => notify.success(t('done.start')), () => undefined);
  };
  const primary = actions[actions.length - 1];

  return (
    <>
      <div className="repair-action-spacer" aria-hidden />
      <div className="repair-actions" role="toolbar" aria-label={t('action.label')}>
        {actions.map((a) => (
          <Button key={a} className={`repair-action is-${a}`} color={a === primary ? 'primary' : a === 'cancel' ? 'danger' : 'default'}
            fill={a === primary ? 'solid' : 'outline'} loading={a === 'start' && start.isPending} onClick={() => void run(a)}>
            {t(`action.${a}`)}
          </Button>
        ))}
      </div>
      <FormSheet open={open !== null} onClose={() => setOpen(null)} title={open ? t(`action.${open}`) : ''} tall={open === 'finish'}>
        <Suspense fallback={<PageLoading rows={5} />}>
          {open === 'dispatch' && <DispatchForm order={order} manager={rights.manager} userId={rights.userId} onDone={() => done('dispatch')} />}
          {open === 'cancel' && <CancelForm order={order} onDone={() => done('cancel')} />}
          {open === 'accept' && <AcceptForm order={order} onDone={() => done('accept')} />}
          {open === 'finish' && <FinishForm order={order} onDone={() => done('finish')} />}
        </Suspense>
      </FormSheet>
    </>
  );
}
