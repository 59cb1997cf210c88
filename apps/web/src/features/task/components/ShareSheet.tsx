import { useRef } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { notify } from '../../../lib/notify.js';
import { errorText } from '../../../lib/error-text.js';
import { useShareLink } from '../api/getShortUrlByLong.js';
import { RetryNote } from './RetryNote.js';
import { TitledSheet } from './TitledSheet.js';
import { useTranslation } from '../../../i18n/index.js';

/** Copies through the clipboard API where the page is a secure context, else through the selected input. */
async function copy(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    return document.execCommand('copy');
  }
}

/**
 * Sharing an instance: a short link (made when the sheet opens) that opens the instance read-only for whoever
 * holds it, for a week; copied, or handed to the phone's share menu where there is one.
 */
export function ShareSheet({ instId, subject, open, onClose }: { instId: string; subject: string; open: boolean; onClose(): void }) {
  const { t } = useTranslation('task');
  const link = useShareLink(instId, open);
  const input = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator.share === 'function';

  const onCopy = async () => {
    if (link.data && await copy(link.data, input.current)) notify.success(t('share.copied'));
    else notify.danger(t('share.copyFailed'));
  };
  const onShare = () => {
    if (link.data) navigator.share({ title: subject, url: link.data }).catch(() => undefined);
  };

  return (
    <TitledSheet open={open} title={t('share.title')} onClose={onClose} className="share-sheet">
        <div className="share-sheet-body">
          <p className="share-sheet-note">{t('share.note')}</p>
          {link.isPending && <div className="share-sheet-link share-sheet-wait"><DotLoading /> {t('share.making')}</div>}
          {link.isError && <RetryNote className="share-sheet-error" text={errorText(link.error)} onRetry={() => void link.refetch()} />}
          {link.data && (
            <input ref={input} className="share-sheet-link" aria-label={t('share.link')} readOnly value={link.data}
              onFocus={(e) => e.currentTarget.select()} />
          )}
          <div className="share-sheet-actions">
            <Button block color="primary" disabled={!link.data} onClick={() => void onCopy()}>{t('share.copy')}</Button>
            {canShare && <Button block fill="outline" color="primary" disabled={!link.data} onClick={onShare}>{t('share.more')}</Button>}
          </div>
        </div>
    </TitledSheet>
  );
}
