import { Button, Form } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { CallError } from '../../../lib/http/client.js';
import { Sheet } from '../../../components/Sheet.js';

type FormInstance = ReturnType<typeof Form.useForm>[0];

/**
 * A password form in a sheet: the fields, a submit button that shows it is busy, and the server's refusal
 * beside the fields (the form stays open to correct it). `send` does the call; the sheet resets when it closes.
 */
export function PasswordFormSheet<V extends object>({ open, onClose, title, name, submitText, form, send, children }: {
  open: boolean; onClose(): void; title: string; name: string; submitText: string; form: FormInstance; send(values: V): Promise<void>; children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: V) {
    setBusy(true);
    setRefusal(null);
    try {
      await send(values);
    } catch (err) {
      // A cancelled call says nothing; a 401 has already ended the session. Otherwise the call's message, in the user's words.
      if (err instanceof CallError && !err.cancelled && err.status !== 401) setRefusal(err.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Sheet open={open} onClose={onClose} label={title} afterClose={() => { form.resetFields(); setRefusal(null); }}
      bodyClassName="personal-popup" showCloseButton>
      <div className="personal-popup-title">{title}</div>
      <Form form={form} name={name} layout="vertical" onFinish={(v: V) => void submit(v)} requiredMarkStyle="none" mode="card"
        onValuesChange={() => setRefusal(null)}
        footer={(
          <>
            {refusal && <div className="personal-refusal" role="alert">{refusal}</div>}
            <Button block type="submit" color="primary" size="large" loading={busy}>{submitText}</Button>
          </>
        )}>
        {children}
      </Form>
    </Sheet>
  );
}
