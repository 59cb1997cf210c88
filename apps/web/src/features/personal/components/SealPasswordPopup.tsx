import { Button, Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { openElectronicSeal } from '../api/openElectronicSeal.js';
import { refusalOf } from './refusal.js';
import { Sheet } from '../../../components/Sheet.js';

/** Asks for the seal password before the seal image is shown (the server serves it only after it). */
export function SealPasswordPopup({ visible, onClose, onOpened }: { visible: boolean; onClose(): void; onOpened(): void }) {
  const { t } = useTranslation('personal');
  const [form] = Form.useForm<{ password: string }>();
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit({ password }: { password: string }) {
    setChecking(true);
    setRefusal(null);
    try {
      await openElectronicSeal(password);
      onOpened();
    } catch (err) {
      setRefusal(refusalOf(err));
    } finally {
      setChecking(false);
    }
  }

  return (
    <Sheet open={visible} onClose={onClose} label={t('sealView')} afterClose={() => { form.resetFields(); setRefusal(null); }}
      bodyClassName="personal-popup" showCloseButton>
      <div className="personal-popup-title">{t('sealView')}</div>
      <Form form={form} name="sealPassword" layout="vertical" onFinish={(v) => void submit(v)} requiredMarkStyle="none" mode="card"
        onValuesChange={() => setRefusal(null)}
        footer={(
          <>
            {refusal && <div className="personal-refusal" role="alert">{refusal}</div>}
            <Button block type="submit" color="primary" size="large" loading={checking}>{t('sealOpen')}</Button>
          </>
        )}>
        <Form.Item name="password" label={t('sealPassword')} rules={[{ required: true, message: t('sealPasswordRequired') }]}>
          <Input type="password" autoComplete="off" placeholder={t('sealPasswordPlaceholder')} clearable />
        </Form.Item>
      </Form>
    </Sheet>
  );
}
