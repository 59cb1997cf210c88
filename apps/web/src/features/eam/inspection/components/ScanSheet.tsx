import { lazy, Suspense } from 'react';
import { SpinLoading } from 'antd-mobile';
import { PageHeader } from '../../../../components/PageHeader.js';
import { Sheet } from '../../../../components/Sheet.js';
import { useTranslation } from '../../../../i18n/index.js';

// The scanner (camera, BarcodeDetector and its wasm fallback) loads when a round is first scanned.
const Scanner = lazy(() => import('../../scan/Scanner.js').then((m) => ({ default: m.Scanner })));

/**
 * 扫码巡检: the asset screens' scanner full screen; each text read goes to `onText` (the round's point entry), and
 * reading pauses while it is looked up. `error`: the last text named no point of the round.
 */
export function ScanSheet({ visible, busy, error, onText, onClose }: {
  visible: boolean; busy: boolean; error: string | null; onText(text: string): void; onClose(): void;
}) {
  const { t } = useTranslation('eamInspection');
  return (
    <Sheet open={visible} onClose={onClose} bodyClassName="insp-scan-sheet" className="insp-scan-body" label={t('detail.scan')}>
      <PageHeader title={t('detail.scan')} right={<button type="button" className="link-button" onClick={onClose}>{t('close')}</button>} />
      {error && <p className="insp-error insp-scan-error" role="alert">{error}</p>}
      <Suspense fallback={<div className="insp-scan-loading"><SpinLoading color="primary" /></div>}>
        <Scanner onText={onText} paused={busy} />
      </Suspense>
    </Sheet>
  );
}
