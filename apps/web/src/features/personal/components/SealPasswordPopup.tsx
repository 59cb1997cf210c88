import { Form, Input } from 'antd-mobile';
import { openElectronicSeal } from '../api/openElectronicSeal.js';
import { PasswordFormSheet } from './PasswordFormSheet.js';
import { useTranslation } from '../../../i18n/index.js';

/** Asks for the seal password before the seal image is shown (the server serves it only after it). */
export function SealPasswordPopup({ visible, onClose, onOpened }: { visible: boolean; onClose(): void; onOpened(): void }) {
  const { t } = useTranslation('personal');
  const [form] = Form.useForm<{ password: string }>();
  return (
    <PasswordFormSheet<{ password: string }> open={visible} onClose={onClose} title={t('sealView')} name="sealPassword" submitText={t('sealOpen')}
      form={form} send={async ({ password }) => { await openElectronicSeal(password); onOpened(); }}>
      <Form.Item name="password" label={t('sealPassword')} rules={[{ required: true, message: t('sealPasswordRequired') }]}>
        <Input type="password" autoComplete="off" placeholder={t('sealPasswordPlaceholder')} clearable />
      </Form.Item>
    </PasswordFormSheet>
  );
}
