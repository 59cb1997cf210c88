import type { CSSProperties } from 'react';
import { Tag } from 'antd-mobile';
import type { eamApi } from '@wp/contract';
import { useTranslation } from '../../../../i18n/index.js';

// antd-mobile's Tag takes its colours as inline variables. Every text colour has at least 4.5:1 contrast (WCAG AA)
// on its tint and on white; a tag always says its state in words, the colour only repeats it.
export const tones = {
  green: { '--text-color': '#146c2e', '--background-color': '#e6f4ea', '--border-color': '#add8b9' } as CSSProperties,
  grey: { '--text-color': '#4a5160', '--background-color': '#eef0f3', '--border-color': '#cdd1d8' } as CSSProperties,
  orange: { '--text-color': '#8a4b00', '--background-color': '#fff3e0', '--border-color': '#f1c48a' } as CSSProperties,
  red: { '--text-color': '#b3261e', '--background-color': '#fdeceb', '--border-color': '#f3b8b4' } as CSSProperties,
  blue: { '--text-color': '#1d4fd8', '--background-color': '#e8effd', '--border-color': '#b9cbf6' } as CSSProperties,
  purple: { '--text-color': '#6b2fa3', '--background-color': '#f3ecfb', '--border-color': '#d5bff0' } as CSSProperties,
};

const taskTones: Record<eamApi.inspection.InspectionTaskStatus, CSSProperties> = { wait: tones.blue, acting: tones.orange, finish: tones.green, cancel: tones.grey };
const pointTones: Record<eamApi.inspection.InspectionPointStatus, CSSProperties> = { wait: tones.grey, normal: tones.green, abnormal: tones.red, none: tones.purple };

export function TaskStatusTag({ status }: { status: eamApi.inspection.InspectionTaskStatus }) {
  const { t } = useTranslation('eamInspection');
  return <Tag className="insp-tag" data-status={status} style={taskTones[status]}>{t(`taskStatus.${status}`)}</Tag>;
}

export function PointStatusTag({ status }: { status: eamApi.inspection.InspectionPointStatus }) {
  const { t } = useTranslation('eamInspection');
  return <Tag className="insp-tag" data-status={status} style={pointTones[status]}>{t(`pointStatus.${status}`)}</Tag>;
}

export function OverdueTag() {
  const { t } = useTranslation('eamInspection');
  return <Tag className="insp-tag" fill="solid" style={{ '--background-color': '#b3261e', '--border-color': '#b3261e', '--text-color': '#fff' } as CSSProperties}>{t('list.overdue')}</Tag>;
}

export function MethodTag({ method }: { method: eamApi.inspection.InspectionMethod }) {
  const { t } = useTranslation('eamInspection');
  return <Tag className="insp-tag" fill="outline" style={method === 'order' ? tones.blue : tones.grey}>{t(`method.${method}`)}</Tag>;
}

/** A point's record on the device: waiting to sync, or refused by the server. */
export function DeviceTag({ state }: { state: 'waiting' | 'refused' }) {
  const { t } = useTranslation('eamInspection');
  return <Tag className="insp-tag" fill="outline" data-device={state} style={state === 'waiting' ? tones.orange : tones.red}>{t(`sync.tag.${state}`)}</Tag>;
}
