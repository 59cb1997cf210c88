import { useState, type ReactNode } from 'react';
import { eamApi } from '@wp/contract';

type LabelPaper = eamApi.LabelPaper;
import { ActionSheet } from '../../../../components/ActionSheet.js';
import { eamDownload } from '../../../../lib/eam/client.js';
import { useEamUser } from '../../../../lib/eam/use-eam-user.js';
import { useTranslation } from '../../../../i18n/index.js';

/** Whether the signed-in user may print asset labels (设备管理员 and administrators; the server checks again). */
export const useMayPrintLabels = () => useEamUser().data?.rights.includes('labels') ?? false;

/**
 * Prints the QR labels of the given assets: the paper is asked (an A4 sheet of 3 × 8, or a 50 × 30 mm roll), then
 * the PDF downloads. `children(open)` draws what opens it.
 */
export function PrintLabels({ ids, children }: { ids: readonly string[]; children(open: () => void): ReactNode }) {
  const { t } = useTranslation('eam');
  const [open, setOpen] = useState(false);
  const print = async (paper: LabelPaper) => {
    setOpen(false);
    // A failure is shown by the client as a toast: nothing more to do here.
    await eamDownload(eamApi.printLabels, { body: { ids: ids.join(','), paper, origin: window.location.origin } }).catch(() => undefined);
  };
  return (
    <>
      {children(() => setOpen(true))}
      <ActionSheet open={open} title={t('labels.paper', { count: ids.length })} onClose={() => setOpen(false)}
        actions={eamApi.LABEL_PAPERS.map((p) => ({ key: p, text: t(`labels.papers.${p}`), description: t(`labels.paperNotes.${p}`) }))}
        onAction={(a) => void print(a.key as LabelPaper)} />
    </>
  );
}

/**
 * The bar under the asset list while labels are picked: how many, all the loaded ones at once, and print (at most
 * MAX_LABELS in one sheet, as the server allows).
 */
export function LabelPickBar({ picked, loaded, onPick }: { picked: readonly string[]; loaded: readonly string[]; onPick(ids: string[]): void }) {
  const { t } = useTranslation('eam');
  const allLoaded = loaded.length > 0 && loaded.every((id) => picked.includes(id));
  const tooMany = picked.length > eamApi.MAX_LABELS;
  return (
    <div className="eam-pick-bar" role="region" aria-label={t('labels.pickBar')}>
      <span className="eam-pick-count" aria-live="polite">
        {tooMany ? t('labels.tooMany', { max: eamApi.MAX_LABELS }) : t('labels.picked', { count: picked.length })}
      </span>
      <button type="button" className="eam-pick-all"
        onClick={() => onPick(allLoaded ? picked.filter((id) => !loaded.includes(id)) : [...new Set([...picked, ...loaded])])}>
        {allLoaded ? t('labels.dropLoaded') : t('labels.pickLoaded')}
      </button>
      <PrintLabels ids={picked}>
        {(open) => <button type="button" className="eam-pick-print" disabled={picked.length === 0 || tooMany} onClick={open}>{t('labels.print')}</button>}
      </PrintLabels>
    </div>
  );
}
