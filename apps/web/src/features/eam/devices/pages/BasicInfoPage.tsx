import { useParams } from 'react-router';
import { useAssetByCode } from '../../../../domains/eam-assets/api/scanLabel.js';
import { AssetScreen } from '../components/AssetScreen.js';
import { AssetStatusTag, CriticalityTag } from '../../shared/tags/AssetTags.js';
import { InfoList } from '../components/InfoList.js';
import { dateTime } from '../../../../lib/time.js';
import '../devices.css';
import { useTranslation } from '../../../../i18n/index.js';

/** `/eam/basic-info/:assetCode` — 基本信息: identity, make, dates, ownership and position of an asset. */
export function BasicInfoPage() {
  const { assetCode = '' } = useParams();
  const { t } = useTranslation('eam');
  const query = useAssetByCode(assetCode);
  return (
    <AssetScreen title={t('detail.basic')} query={query}>
      {(a) => (
        <InfoList rows={[
          { key: 'name', label: t('field.name'), value: a.name },
          { key: 'assetCode', label: t('field.assetCode'), value: a.assetCode },
          { key: 'status', label: t('field.status'), value: <AssetStatusTag status={a.assetStatus} /> },
          { key: 'criticality', label: t('field.criticality'), value: <CriticalityTag level={a.criticality} /> },
          { key: 'category', label: t('field.category'), value: a.categoryName },
          { key: 'model', label: t('field.model'), value: a.model },
          { key: 'serialNumber', label: t('field.serialNumber'), value: a.serialNumber },
          { key: 'manufacturer', label: t('field.manufacturer'), value: a.manufacturer },
          { key: 'supplier', label: t('field.supplier'), value: a.supplier },
          { key: 'productionDate', label: t('field.productionDate'), value: dateTime(a.productionDate) },
          { key: 'purchaseDate', label: t('field.purchaseDate'), value: dateTime(a.purchaseDate) },
          { key: 'serviceLife', label: t('field.serviceLife'), value: a.serviceLife === null ? null : t('field.years', { count: a.serviceLife }) },
          { key: 'useOrganization', label: t('field.useOrganization'), value: a.useOrganization },
          { key: 'manager', label: t('field.manager'), value: a.manager },
          { key: 'position', label: t('field.position'), value: a.positionName },
          { key: 'positionDetail', label: t('field.positionDetail'), value: a.positionDetail },
          { key: 'parent', label: t('field.parent'), value: a.parent ? `${a.parent.name}（${a.parent.assetCode}）` : null },
          { key: 'lastInspect', label: t('field.lastInspect'), value: dateTime(a.lastInspectTime) },
        ]} />
      )}
    </AssetScreen>
  );
}
