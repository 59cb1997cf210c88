import { useParams } from 'react-router';
import { useAssetByCode } from '../../../../domains/eam-assets/api/scanLabel.js';
import { AssetScreen } from '../components/AssetScreen.js';
import { InfoList, type InfoRow } from '../components/InfoList.js';
import { ErrorPage } from '../../../../components/ErrorPage.js';
import '../devices.css';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * `/eam/info-device/:assetCode` — 设备参数: the category's technical data (flow, head, power …), the running
 * state, and for IT assets the addresses and rack place, each only when the asset has it.
 */
export function DeviceInfoPage() {
  const { assetCode = '' } = useParams();
  const { t } = useTranslation('eam');
  const query = useAssetByCode(assetCode);
  return (
    <AssetScreen title={t('detail.params')} query={query}>
      {(a) => {
        const running: InfoRow[] = a.equipmentStatus ? [{ key: 'equipmentStatus', label: t('device.equipmentStatus'), value: t(`device.runningStates.${a.equipmentStatus}`) }] : [];
        // The IT fields only when the asset has them (a pump has no IP address).
        const it: InfoRow[] = [
          { key: 'equipmentIp', label: t('device.equipmentIp'), value: a.equipmentIp },
          { key: 'manageIp', label: t('device.manageIp'), value: a.manageIp },
          { key: 'rackName', label: t('device.rackName'), value: a.rackName },
          { key: 'rackUpNumber', label: t('device.rackUpNumber'), value: a.rackUpNumber === null ? null : t('device.rackU', { n: a.rackUpNumber }) },
        ].filter((r) => r.value !== null && r.value !== '');
        const specs = a.specs.map((s, i) => ({ key: `spec-${i}`, label: s.label, value: s.unit ? `${s.value} ${s.unit}` : s.value }));
        return (
          <>
            {specs.length + running.length > 0
              ? <InfoList title={t('device.specs')} rows={[...running, ...specs]} />
              : it.length === 0 && <ErrorPage status="empty" tip={t('device.noSpecs')} />}
            {it.length > 0 && <InfoList title={t('device.network')} rows={it} />}
          </>
        );
      }}
    </AssetScreen>
  );
}
