import { Form, Input } from 'antd-mobile';
import { meetsPasswordRule } from '../password-rule.js';
import { changUserPsd } from '../api/changUserPsd.js';
import { PasswordFormSheet } from './PasswordFormSheet.js';
import { useTranslation } from '../../../i18n/index.js';

interface Values { oldPwd: string; newPwd: string; confirmPwd: string }

/**
 * The change-password form: old password, new password and its confirmation, checked here with named
 * messages, then sent RSA-encrypted. `onChanged` gets the server's success message.
 */
export function ChangePasswordPopup({ visible, onClose, onChanged }: { visible: boolean; onClose(): void; onChanged(message: string): void }) {
  const { t } = useTranslation('personal');
  const [form] = Form.useForm<Values>();
  return (
    <PasswordFormSheet<Values> open={visible} onClose={onClose} title={t('changePassword')} name="changePassword" submitText={t('submit')} form={form}
      send={async (values) => {
        const message = await changUserPsd({ oldPwd: values.oldPwd, newPwd: values.newPwd });
        form.resetFields();
        onChanged(message);
      }}>
      <Form.Item name="oldPwd" label={t('oldPassword')} rules={[{ required: true, message: t('oldPasswordRequired') }]}>
        <Input type="password" autoComplete="current-password" placeholder={t('oldPasswordPlaceholder')} clearable />
      </Form.Item>
      <Form.Item name="newPwd" label={t('newPassword')} dependencies={['oldPwd']} rules={[
        { required: true, message: t('newPasswordRequired') },
        { validator: (_, v: string | undefined) => (!v || meetsPasswordRule(v) ? Promise.resolve() : Promise.reject(new Error(t('newPasswordRule')))) },
        ({ getFieldValue }) => ({
          validator: (_, v: string | undefined) => (!v || v !== getFieldValue('oldPwd') ? Promise.resolve() : Promise.reject(new Error(t('newPasswordSame')))),
        }),
      ]}>
        <Input type="password" autoComplete="new-password" placeholder={t('newPasswordPlaceholder')} clearable />
      </Form.Item>
      <Form.Item name="confirmPwd" label={t('confirmPassword')} dependencies={['newPwd']} rules={[
        { required: true, message: t('confirmPasswordRequired') },
        ({ getFieldValue }) => ({
          validator: (_, v: string | undefined) => (!v || v === getFieldValue('newPwd') ? Promise.resolve() : Promise.reject(new Error(t('confirmPasswordMismatch')))),
        }),
      ]}>
        <Input type="password" autoComplete="new-password" placeholder={t('confirmPasswordPlaceholder')} clearable />
      </Form.Item>
    </PasswordFormSheet>
  );
}
