import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamMaintenanceKeys } from '../keys.js';

export type MeterReadingInput = { meterId: string; value: number; readTime?: string };

/**
 * POST /service-eam/eam-asset-meter/record: a meter's reading. A reading reaching a meter plan's due value makes
 * its task at once (`createdTaskIds`). Silent: the form says itself why a reading was refused (below an earlier one).
 */
export const recordMeterReading = (body: MeterReadingInput) => eamCall(eamApi.assetMeterRecord, { body, overlay: true, silent: true });

/** The meter, its plans (due value, open task), the task lists and counts all follow a reading: everything refreshes. */
export function useRecordMeterReading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordMeterReading,
    onSuccess: () => client.invalidateQueries({ queryKey: eamMaintenanceKeys.all }),
  });
}
