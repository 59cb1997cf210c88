import { queryOptions, useQuery } from '@tanstack/react-query';
import { formDataApi, type FormField } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { formDataKeys } from '../../../domains/form-data/keys.js';

export interface QrLinkParams { templateKey: string; id: string; exp: string; sig: string }

/**
 * GET /form/dataTemplate/v1/qrCodeForm: the record a signed QR link names, read-only (the template's mobile form
 * when it has one). A forged or expired link, or a record the reader may not read, is refused: silent, the page
 * shows the server's words instead of the record.
 */
export const qrCodeForm = async (p: QrLinkParams, signal?: AbortSignal) => {
  const reply = await call(formDataApi.qrCodeForm, { query: { templateKey: p.templateKey, id: p.id, exp: Number(p.exp), sig: p.sig }, signal, parallel: true, silent: true });
  const values = Object.values(reply.data)[0] ?? {};
  return { ...reply, form: { ...reply.form, fields: reply.form.fields as FormField[] }, values };
};
export type QrRecord = Awaited<ReturnType<typeof qrCodeForm>>;

export const qrRecordQueryOptions = (p: QrLinkParams) =>
  queryOptions({
    queryKey: [...formDataKeys.record(p.templateKey, p.id), 'qr', p.exp, p.sig] as const,
    queryFn: ({ signal }) => qrCodeForm(p, signal),
    // A refusal (forged, expired, no right) does not turn into a success by asking again.
    retry: false,
    staleTime: 0,
  });

export const useQrRecord = (p: QrLinkParams, enabled: boolean) => useQuery({ ...qrRecordQueryOptions(p), enabled });
