import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamInspectionKeys } from '../keys.js';

/**
 * POST /service-eam/eam-inspection-abnormal/get-by-id: a defect an abnormal point raised (asset, summary of the
 * abnormal readings, photos), to prefill the repair request raised from it (`/eam/maintenance2/deviceFix?abnormalId=`).
 */
export const abnormalGetById = (id: string, signal?: AbortSignal) =>
  eamCall(eamApi.inspection.abnormalGetById, { body: { id }, signal, parallel: true });

export const inspectionAbnormalQueryOptions = (id: string) =>
  queryOptions({ queryKey: eamInspectionKeys.abnormal(id), queryFn: ({ signal }) => abnormalGetById(id, signal), staleTime: 30_000 });

/** The defect, when there is one to read (the repair form is opened with or without `abnormalId`). */
export const useInspectionAbnormal = (id: string | undefined) => useQuery({ ...inspectionAbnormalQueryOptions(id ?? ''), enabled: !!id });
