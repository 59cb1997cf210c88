import { Button } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { signatureEntries, type SignatureEntry, type SignatureField } from '@wp/form';
import { useSession } from '../../../lib/session/store.js';
import type { ControlProps } from '../context.js';
import { ReadOnlyText } from './ReadOnlyText.js';
import { PasswordDialog } from './signature/PasswordDialog.js';
import { useAuthImage } from '../../AuthImage.js';
import { useSignatureFlow } from './signature/useSignatureFlow.js';
import './signature/signature.css';
import { useTranslation } from '../../../i18n/index.js';

/** One signature: the seal image at 80 x 26 (spec 001 section 9) with who signed when under it and as its tooltip. */
function SignatureItem({ entry, removable, onRemove }: { entry: SignatureEntry; removable: boolean; onRemove(): void }) {
  const { t } = useTranslation('form');
  const { url, failed } = useAuthImage(entry.signature, true, 'byId');
  const caption = t('signature.signedBy', { name: entry.name, time: entry.createTime });
  return (
    <figure className="form-signature" title={caption}>
      <div className="form-signature-image">
        {url ? <img src={url} alt={caption} width={80} height={26} />
          : <span className={`form-signature-placeholder${failed ? ' is-failed' : ''}`}>{failed ? t('signature.imageFailed') : ''}</span>}
      </div>
      <figcaption className="form-signature-caption">{caption}</figcaption>
      {removable && (
        <button type="button" className="form-signature-remove" aria-label={t('signature.remove')} onClick={onRemove}>
          <CloseOutline />
        </button>
      )}
    </figure>
  );
}

/**
 * The signature field (spec 001 sections 2-6, 8, 9): the signatures given so far and, for a user who has not
 * signed yet on a writable field, the get-signature button with its password dialog. Only the user's own
 * signature can be removed, and only while the field is writable. The value is the list of entries.
 */
export function SignatureControl({ field, value, onChange, readOnly, path }: ControlProps<SignatureField>) {
  const { t } = useTranslation('form');
  const user = useSession((s) => s.user);
  const entries = signatureEntries(value);
  const signer = user ? { userId: user.userId, name: user.username } : null;
  const flow = useSignatureFlow({ field, path, entries, signer, onChange });
  const mine = signer ? entries.some((e) => e.userId === signer.userId) : false;
  const busy = flow.status === 'ing';

  if (readOnly && entries.length === 0) return <ReadOnlyText>{null}</ReadOnlyText>;
  return (
    <div className={`form-signatures${readOnly ? ' is-readonly' : ''}`} role="group" aria-label={field.label} aria-busy={busy}>
      {entries.map((e) => (
        <SignatureItem key={`${e.userId}-${e.index}`} entry={e} removable={!readOnly && e.userId === signer?.userId}
          onRemove={() => onChange(entries.filter((x) => x.userId !== e.userId))} />
      ))}
      {!readOnly && !mine && signer && (
        <Button size="small" color="primary" fill="outline" className="form-signature-get" loading={busy} loadingText={t('signature.getting')}
          onClick={flow.start}>
          {t('signature.get')}
        </Button>
      )}
      <PasswordDialog visible={flow.asking} onConfirm={flow.confirm} onCancel={flow.cancel} />
    </div>
  );
}
