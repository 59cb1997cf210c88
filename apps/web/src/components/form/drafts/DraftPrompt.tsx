import { Dialog } from 'antd-mobile';
import { formatDate } from '../fields/DateControl.js';
import type { DeviceDraft } from './draft-store.js';
import { useTranslation } from '../../../i18n/index.js';

/** "恢复上次未提交的内容?": restore the draft kept on this device, or discard it. */
export function DraftPrompt({ draft, onRestore, onDiscard }: { draft: DeviceDraft | null; onRestore(): void; onDiscard(): void }) {
  const { t } = useTranslation('form');
  return (
    <Dialog visible={draft !== null} title={t('draft.restoreTitle')} content={draft ? t('draft.savedAt', { time: formatDate(new Date(draft.savedAt), true) }) : null}
      closeOnAction={false} onClose={onDiscard}
      actions={[[
        { key: 'discard', text: t('draft.discard'), onClick: onDiscard },
        { key: 'restore', text: t('draft.restore'), bold: true, onClick: onRestore },
      ]]} />
  );
}
