import type { Session } from '../../../platform/auth/session.js';
import type { Lang } from '../../../platform/messages.js';
import type { BpmRuntimeProvides } from '../../bpm-runtime/index.js';

/** The keys of the seeded faultLevel dictionary the approval form's 故障等级 takes (seed/workflow/catalogue.ts). */
const FAULT_LEVELS = new Set(['urgent', 'serious', 'normal']);

/** What the approval form is filled from. */
export interface ApprovalFacts {
  orderId: string;
  assetName: string;
  assetCode: string;
  /** The asset's position path, or its position detail. */
  location: string | null;
  urgencyCode: string;
  content: string;
  faultName: string | null;
  pictureIds: string[];
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The form of the seeded 设备维修申请 process filled from an order: device = the asset's name and code, location =
 * its position, faultLevel = the urgency's code when the faultLevel dictionary has it (else 一般), description =
 * the fault as reported (and the fault template's content), pictures = the order's photos.
 */
export function approvalForm(f: ApprovalFacts): Record<string, unknown> {
  const description = f.faultName ? `${f.content}\n故障：${f.faultName}` : f.content;
  return {
    device: clip(`${f.assetName}（${f.assetCode}）`, 100),
    location: clip(f.location?.trim() || '—', 100),
    faultLevel: FAULT_LEVELS.has(f.urgencyCode) ? f.urgencyCode : 'normal',
    description: clip(description, 1000),
    pictures: f.pictureIds,
  };
}

/**
 * Starts the approval process of a new order as its reporter (the reporter needs the right to start it), with the
 * order's id as the instance's business key; returns the instance id. The runtime's outcome listener moves the
 * order on when the instance ends.
 */
export async function startApproval(
  instances: Pick<BpmRuntimeProvides['instances'], 'start'>, caller: { session: Session; lang: Lang }, processKey: string, facts: ApprovalFacts,
): Promise<string> {
  const reply = await instances.start(caller, { flowKey: processKey, data: approvalForm(facts), businessKey: facts.orderId });
  return reply.instId;
}
