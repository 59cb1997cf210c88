import { useRef } from 'react';
import { Button, DotLoading, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.js';
import { useShareLink } from '../api/getShortUrlByLong.js';

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
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="share-sheet">
      <div role="dialog" aria-label={t('share.title')}>
        <div className="diagram-sheet-head">
          <span className="diagram-sheet-title">{t('share.title')}</span>
          <button type="button" className="link-button diagram-sheet-close" aria-label={t('common:cancel')} onClick={onClose}><CloseOutline /></button>
        </div>
        <div className="share-sheet-body">
          <p className="share-sheet-note">{t('share.note')}</p>
          {link.isPending && <div className="share-sheet-link share-sheet-wait"><DotLoading /> {t('share.making')}</div>}
          {link.isError && (
            <div className="share-sheet-error" role="alert">
              {link.error.message || t('share.failed')}
              <button type="button" className="link-button" onClick={() => void link.refetch()}>{t('common:retry')}</button>
            </div>
          )}
          {link.data && (
            <input ref={input} className="share-sheet-link" aria-label={t('share.link')} readOnly value={link.data}
              onFocus={(e) => e.currentTarget.select()} />
          )}
          <div className="share-sheet-actions">
            <Button block color="primary" disabled={!link.data} onClick={() => void onCopy()}>{t('share.copy')}</Button>
            {canShare && <Button block fill="outline" color="primary" disabled={!link.data} onClick={onShare}>{t('share.more')}</Button>}
          </div>
        </div>
      </div>
    </Popup>
  );
}
