import { useMemo, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FormRenderer } from '../../../components/form/FormRenderer.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { PageLoading } from '../../../components/PageLoading.js';
import { ErrorPage } from '../../../components/ErrorPage.js';
import { LoadFailurePage } from '../../../components/LoadFailurePage.js';
import { CallError } from '../../../lib/http/client.js';
import type { FormPermissions } from '../../../lib/form/model.js';
import { useQrRecord, type QrRecord } from '../api/qrCodeForm.js';
import './form-view.css';
import { useTranslation } from '../../../i18n/index.js';

/** Statuses whose reply says why the link shows nothing (forged, expired, no right, gone): shown as the server words them. */
const REFUSALS: ReadonlySet<number | undefined> = new Set([400, 403, 404]);

/**
 * `/QRCodeForm/:templateKey?id=&exp=&sig=`: the record a scanned QR code names, read-only, with no operation
 * buttons (action get). Behind sign-in like every form route: a signed-out scan goes to /login and comes back.
 * The server checks the link's signature and expiry and the reader's right to the record; a refusal shows its
 * message and nothing of the record.
 */
export function QRCodeFormPage() {
  const { templateKey = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('formView');
  const link = { templateKey, id: search.get('id') ?? '', exp: search.get('exp') ?? '', sig: search.get('sig') ?? '' };
  const complete = !!(link.id && /^\d+$/.test(link.exp) && link.sig);
  const record = useQrRecord(link, complete);

  const frame = (content: ReactNode, title = t('titles.qr')) => (
    <div className="page form-view">
      <PageHeader title={title} back />
      {content}
    </div>
  );
  if (!complete) return frame(<ErrorPage status="empty" tip={t('qr.incomplete')} showBack link={{ to: '/work', text: t('backToWork') }} />);
  if (record.isPending) return frame(<PageLoading rows={6} />);
  if (record.isError) {
    const error = record.error;
    const refused = error instanceof CallError && REFUSALS.has(error.status);
    return frame(<LoadFailurePage error={error} tip={refused ? error.message : undefined} onRetry={() => void record.refetch()}
      home={{ to: '/work', text: t('backToWork') }} notFound={t('recordNotFound')} loadFailed={t('loadFailed')} />);
  }
  return frame(<ReadOnlyRecord record={record.data} />, record.data.templateName);
}

function ReadOnlyRecord({ record }: { record: QrRecord }) {
  const { t } = useTranslation('formView');
  const definition = useMemo(() => ({ fields: record.form.fields }), [record.form.fields]);
  return (
    <div className="form-view-body">
      <p className="form-view-note is-detail" role="note">{t('notes.qr')}</p>
      <FormRenderer definition={definition} values={record.values} permissions={record.permission.fields as FormPermissions} readOnly onChange={() => undefined} />
    </div>
  );
}
