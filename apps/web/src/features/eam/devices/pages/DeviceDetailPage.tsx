import { Link, useNavigate, useParams } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';
import { useAssetByCode } from '../../../../domains/eam-assets/api/scanLabel.js';
import { AssetScreen } from '../components/AssetScreen.js';
import { AssetHeader } from '../components/AssetHeader.js';
import { assetLinks } from '../asset-links.js';
import { PrintLabels, useMayPrintLabels } from '../components/PrintLabels.js';
import { repairLinks } from '../../repair/links.js';
import '../devices.css';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * `/eam/device-{kind}-details/:assetCode` — 设备详情: the asset's header card and its information pages
 * (basic, technical, finance for those with the right, maintenance contract), and what can be done with it: report a
 * fault, see its history (repairs, maintenance, inspections), print its label (设备管理员).
 */
export function DeviceDetailPage() {
  const { assetCode = '' } = useParams();
  const { t } = useTranslation('eam');
  const query = useAssetByCode(assetCode);
  const mayPrint = useMayPrintLabels();
  const navigate = useNavigate();
  return (
    <AssetScreen title={t('detail.title')} query={query}>
      {(asset) => {
        const cells = [
          { key: 'basic', to: assetLinks.basic(asset.assetCode), text: t('detail.basic') },
          { key: 'params', to: assetLinks.device(asset.assetCode), text: t('detail.params') },
          ...(asset.canSeeFinance ? [{ key: 'finance', to: assetLinks.finance(asset.assetCode), text: t('detail.finance') }] : []),
          { key: 'maintenance', to: assetLinks.maintenance(asset.id), text: t('detail.maintenance') },
        ];
        return (
          <>
            <AssetHeader asset={asset} />
            <nav className="eam-cells" aria-label={t('detail.title')}>
              <ul>
                {cells.map((c) => (
                  <li key={c.key}>
                    <Link className="eam-cell" to={c.to}>
                      <span>{c.text}</span>
                      <RightOutline aria-hidden className="eam-cell-arrow" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="eam-actions">
              <button type="button" className="eam-action" onClick={() => navigate(repairLinks.report({ assetId: asset.id }))}>{t('detail.reportFault')}</button>
              <button type="button" className="eam-action" onClick={() => navigate(assetLinks.history(asset.id, 'repair'))}>{t('detail.history')}</button>
              {mayPrint && (
                <PrintLabels ids={[asset.id]}>
                  {(open) => <button type="button" className="eam-action" onClick={open}>{t('labels.print')}</button>}
                </PrintLabels>
              )}
            </div>
          </>
        );
      }}
    </AssetScreen>
  );
}
