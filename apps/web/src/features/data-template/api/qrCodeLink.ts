import { queryOptions, useQuery } from '@tanstack/react-query';
import { formDataApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { formDataKeys } from '../../../domains/form-data/keys.js';

/** GET /form/dataTemplate/v1/qrCodeLink: a signed link to a record, valid 30 days, with its QR code as SVG and PNG. */
export const qrCodeLink = async (templateKey: string, id: string, signal?: AbortSignal) =>
  (await call(formDataApi.qrCodeLink, { query: { templateKey, id }, signal, parallel: true, silent: true })).value!;

export const qrLinkQueryOptions = (templateKey: string, id: string) =>
  queryOptions({
    queryKey: [...formDataKeys.record(templateKey, id), 'qrLink'] as const,
    queryFn: ({ signal }) => qrCodeLink(templateKey, id, signal),
    // A link works for 30 days: the one made when the sheet opened serves the whole visit.
    staleTime: 60 * 60_000,
  });

export const useQrLink = (templateKey: string, id: string, enabled: boolean) => useQuery({ ...qrLinkQueryOptions(templateKey, id), enabled });
