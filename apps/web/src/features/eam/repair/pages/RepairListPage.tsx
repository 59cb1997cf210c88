import { useNavigate, useSearchParams } from 'react-router';
import { AddOutline } from 'antd-mobile-icons';
import { eamApi } from '@wp/contract';
import { SPLIT_VIEW, useMediaQuery } from '../../../../lib/use-media-query.js';
import { notify } from '../../../../lib/notify.js';
import { OrderListScreen } from '../components/OrderListScreen.js';
import { CreateOrderSheet } from '../components/CreateOrderSheet.js';
import { repairLinks } from '../links.js';
import { useTranslation } from '../../../../i18n/index.js';

/** The query parameters of the report form: opening it (`new=1`) and its prefill. */
const FORM_PARAMS = ['new', 'assetId', 'abnormalId'];
const withoutForm = (params: URLSearchParams) => {
  const next = new URLSearchParams(params);
  for (const key of FORM_PARAMS) next.delete(key);
  return next;
};

/**
 * `/eam/maintenance2/deviceFix` — 报修记录: every order by status and scope (all of the plant first, then 我报修的,
 * 我班组的), with the floating 报修 button. `?new=1` opens the report form, prefilled from `assetId` and
 * `abnormalId` (the asset and inspection screens link here); once reported the new order opens.
 */
export function RepairListPage() {
  const { t } = useTranslation('eamRepair');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const split = useMediaQuery(SPLIT_VIEW);
  const creating = params.get('new') === '1';

  const openForm = () => setParams((p) => new URLSearchParams([...withoutForm(p), ['new', '1']]), { replace: true });
  const closeForm = () => setParams((p) => withoutForm(p), { replace: true });

  return (
    <OrderListScreen title={t('list.title')} scopes={['all', 'reported', 'team']} tabs={['all', ...eamApi.REPAIR_STATUSES]}>
      <button type="button" className="repair-fab" onClick={openForm}>
        <AddOutline aria-hidden />
        <span>{t('list.report')}</span>
      </button>
      <CreateOrderSheet open={creating} onClose={closeForm} assetId={params.get('assetId') || undefined} abnormalId={params.get('abnormalId') || undefined}
        onCreated={(order) => {
          // The report form's entry becomes the list's; the new order opens over it (beside it on a tablet, keeping the list's tab).
          const rest = withoutForm(params);
          notify.success(t('done.create'));
          setParams(rest, { replace: true });
          navigate(repairLinks.order(order.id) + (split && rest.size ? `?${rest}` : ''));
        }} />
    </OrderListScreen>
  );
}
