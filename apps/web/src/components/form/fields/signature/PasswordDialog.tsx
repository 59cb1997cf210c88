import { Dialog, Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { notify } from '../../../../lib/notify.js';
import { useTranslation } from '../../../../i18n/index.js';

/**
 * The password for obtaining the signature (spec 001 section 5): an empty password is refused with the spec's
 * error toast and the dialog stays; cancel gives up. The password goes to `onConfirm` and is then forgotten.
 */
export function PasswordDialog({ visible, onConfirm, onCancel }: { visible: boolean; onConfirm(password: string): void; onCancel(): void }) {
  const { t } = useTranslation('form');
  const [password, setPassword] = useState('');
  const inputId = useId();
  const confirm = () => {
    if (!password) {
      notify.danger(t('signature.passwordEmpty'));
      return;
    }
    setPassword('');
    onConfirm(password);
  };
  const cancel = () => {
    setPassword('');
    onCancel();
  };
  return (
    <Dialog visible={visible} title={t('signature.passwordTitle')} onClose={cancel} closeOnAction={false}
      content={(
        <form className="form-signature-password" onSubmit={(e) => { e.preventDefault(); confirm(); }}>
          <label htmlFor={inputId} className="form-signature-password-label">{t('signature.password')}</label>
          <Input id={inputId} type="password" autoComplete="off" value={password} onChange={setPassword} clearable
            placeholder={t('signature.passwordPlaceholder')} onEnterPress={confirm} />
        </form>
      )}
      actions={[[
        { key: 'cancel', text: t('picker.cancel'), onClick: cancel },
        { key: 'confirm', text: t('picker.confirm'), bold: true, onClick: confirm },
      ]]} />
  );
}
