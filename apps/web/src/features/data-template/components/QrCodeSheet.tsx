import { Button, DotLoading } from 'antd-mobile';
import { Sheet } from '../../../components/Sheet.js';
import { notify } from '../../../lib/notify.js';
import { dateTime } from '../../../lib/time.js';
import { saveFile } from '../../../lib/save-file.js';
import { useQrLink } from '../api/qrCodeLink.js';
import { useTranslation } from '../../../i18n/index.js';

/**
 * A record's QR code to print or share: the server's signed link (it expires, and opens no more than its
 * reader may read, ADR 0022) drawn by the server, shown as an image with the link and its expiry.
 */
export function QrCodeSheet({ open, onClose, templateKey, recordId, title }: { open: boolean; onClose(): void; templateKey: string; recordId: string; title: string }) {
  const { t } = useTranslation('dataTemplate');
  const link = useQrLink(templateKey, recordId, open);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('qr.copied'));
    } catch {
      notify.warning(t('qr.copyFailed'));
    }
  }

  return (
    <Sheet open={open} onClose={onClose} label={t('qr.title')} bodyClassName="qr-sheet-body" className="qr-sheet" showCloseButton>
      <h2 className="qr-sheet-title">{t('qr.title')}</h2>
      <p className="qr-sheet-name">{title}</p>
      {link.isPending ? <div className="qr-sheet-state"><DotLoading color="primary" /></div>
        : link.isError ? (
          <div className="qr-sheet-state" role="alert">
            {link.error.message || t('qr.failed')}
            <button type="button" className="link-button" onClick={() => void link.refetch()}>{t('common:retry')}</button>
          </div>
        ) : (
          <>
            {/* The server's SVG as an image: printable, and never run as markup of this page. */}
            <img className="qr-sheet-code" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.data.svg)}`} alt={t('qr.alt', { name: title })} width={240} height={240} />
            <p className="qr-sheet-expiry">{t('qr.expires', { time: dateTime(link.data.expiresAt) })}</p>
            <p className="qr-sheet-hint">{t('qr.hint')}</p>
            <div className="qr-sheet-actions">
              <Button size="small" fill="outline" onClick={() => void copy(link.data.url)}>{t('qr.copy')}</Button>
              <Button size="small" fill="outline" onClick={() => saveFile(link.data.png, `${title}-${t('qr.fileSuffix')}.png`)}>{t('qr.save')}</Button>
              <Button size="small" color="primary" onClick={() => window.print()}>{t('qr.print')}</Button>
            </div>
          </>
        )}
    </Sheet>
  );
}
