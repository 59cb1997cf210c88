import { Link } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';
import type { eamApi } from '@wp/contract';
import { useAssetById } from '../../../../domains/eam-assets/api/getById.js';
import { maintenanceLinks } from '../links.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * The asset a task or plan maintains (as the task recorded it), with a link to its details page. The ledger is
 * asked for the asset's kind, which names that page; until it answers (or if it cannot) the link opens the
 * asset's basic information, reached by its code alone.
 */
export function TaskAssetCard({ asset }: { asset: eamApi.MaintainPlanRow['asset'] & { positionName?: string | null } }) {
  const { t } = useTranslation('eamMaintenance');
  const ledger = useAssetById(asset.id);
  const position = asset.positionName ?? ledger.data?.positionName ?? null;
  return (
    <section className="eam-mt-asset" aria-labelledby={`eam-mt-asset-${asset.id}`}>
      <h2 className="eam-mt-section-title" id={`eam-mt-asset-${asset.id}`}>{t('asset.title')}</h2>
      <Link className="eam-mt-asset-link" to={maintenanceLinks.asset(asset.assetCode, ledger.data?.kind)}
        aria-label={t('asset.open', { name: asset.name, code: asset.assetCode })}>
        <span className="eam-mt-asset-body">
          <span className="eam-mt-asset-name">{asset.name}</span>
          <span className="eam-mt-asset-line">
            <span>{asset.assetCode}</span>
            {asset.model && <span>{asset.model}</span>}
          </span>
          {position && <span className="eam-mt-asset-line">{position}</span>}
        </span>
        <span className="eam-mt-asset-more">{t('asset.details')}<RightOutline aria-hidden /></span>
      </Link>
    </section>
  );
}
