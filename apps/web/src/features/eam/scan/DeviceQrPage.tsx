import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/PageHeader.js';
import { PageLoading } from '../../../components/PageLoading.js';
import { CallError } from '../../../lib/http/client.js';
import { assetByCodeQueryOptions } from '../../../domains/eam-assets/api/scanLabel.js';
import { AssetHeader } from '../devices/components/AssetHeader.js';
import { assetLinks } from '../devices/asset-links.js';
import { repairLinks } from '../repair/links.js';
import { Scanner } from './Scanner.js';
import { scanTarget, type ScanTarget } from './scan-text.js';
import '../devices/devices.css';
import { useTranslation } from '../../../i18n/index.js';

/** The label a page was opened with: a phone's own camera app opens the label's URL (`?assetCode=` / `?pointCode=`). */
const openedWith = (params: URLSearchParams): ScanTarget | null => {
  const asset = params.get('assetCode')?.trim();
  const point = params.get('pointCode')?.trim();
  return (point && scanTarget(`https://label.invalid/?pointCode=${encodeURIComponent(point)}`)) || (asset && scanTarget(asset)) || null;
};

/**
 * `/eam/device-QR` — 扫码: scans an asset's label and opens the asset with what can be done right there.
 * Opened from a label's URL, the asset shows at once. An inspection point's label belongs to a round: the round's
 * own scan checks the point in.
 */
export function DeviceQrPage() {
  const { t } = useTranslation('eamScan');
  const [params] = useSearchParams();
  const [target, setTarget] = useState<ScanTarget | null | 'unknown'>(() => openedWith(params));
  const again = () => setTarget(null);
  return (
    <div className="page eam-page">
      <PageHeader title={t('title')} back />
      {target === null && <Scanner onText={(text) => setTarget(scanTarget(text) ?? 'unknown')} />}
      {target === 'unknown' && <Outcome text={t('unknownLabel')} onAgain={again} />}
      {target !== null && target !== 'unknown' && target.kind === 'point' && <Outcome text={t('pointLabel', { code: target.code })} onAgain={again} />}
      {target !== null && target !== 'unknown' && target.kind === 'asset' && <ScannedAsset code={target.code} onAgain={again} />}
    </div>
  );
}

function Outcome({ text, onAgain }: { text: string; onAgain(): void }) {
  const { t } = useTranslation('eamScan');
  return (
    <div className="eam-scan-outcome" role="alert">
      <p>{text}</p>
      <div className="eam-scan-actions">
        <Button color="primary" onClick={onAgain}>{t('again')}</Button>
        <Link className="eam-scan-link" to="/eam/getDevice">{t('searchLedger')}</Link>
      </div>
    </div>
  );
}

/** The scanned asset and its actions: its details, a fault report for it, its history, and scanning the next one. */
function ScannedAsset({ code, onAgain }: { code: string; onAgain(): void }) {
  const { t } = useTranslation('eamScan');
  const { t: te } = useTranslation('eam');
  const navigate = useNavigate();
  const query = useQuery(assetByCodeQueryOptions(code));
  if (query.isPending) return <PageLoading rows={5} />;
  if (query.isError) {
    const status = query.error instanceof CallError ? query.error.status : undefined;
    return <Outcome text={status === 404 || status === 400 ? t('assetNotFound', { code }) : t('lookupFailed')} onAgain={onAgain} />;
  }
  const asset = query.data;
  return (
    <div className="eam-scan-result">
      <AssetHeader asset={asset} />
      <div className="eam-scan-actions is-stacked">
        <Button color="primary" block size="large" onClick={() => navigate(assetLinks.details(asset.kind, asset.assetCode))}>{t('openAsset')}</Button>
        <Button color="warning" block size="large" onClick={() => navigate(repairLinks.report({ assetId: asset.id }))}>{t('reportFault')}</Button>
        <Button block size="large" onClick={() => navigate(assetLinks.history(asset.id, 'repair'))}>{te('detail.history')}</Button>
        <Button block size="large" onClick={onAgain}>{t('again')}</Button>
      </div>
    </div>
  );
}
