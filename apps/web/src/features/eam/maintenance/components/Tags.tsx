import type { CSSProperties } from 'react';
import { Tag } from 'antd-mobile';
import type { eamApi } from '@wp/contract';
import { useTranslation } from '../../../../i18n/index.js';

// antd-mobile's Tag takes its colours as inline variables. Each text colour has at least 4.5:1 contrast (WCAG AA)
// on its tint; the tag always says its state in words, the colour only repeats it.
const tone = (text: string, background: string, border: string) =>
  ({ '--text-color': text, '--background-color': background, '--border-color': border }) as CSSProperties;
const green = tone('#146c2e', '#e6f4ea', '#add8b9');
const grey = tone('#4a5160', '#eef0f3', '#cdd1d8');
const orange = tone('#8a4b00', '#fff3e0', '#f1c48a');
const red = tone('#b3261e', '#fdeceb', '#f3b8b4');
const blue = tone('#1d4fd8', '#e8effd', '#b9cbf6');

const taskTones: Record<eamApi.MaintainTaskStatus, CSSProperties> = { wait: orange, acting: blue, finish: green, cancel: grey };
const projectTones: Record<eamApi.MaintainProjectStatus, CSSProperties> = { unexecuted: orange, executed: green, none: grey };

/** 待保养 orange, 保养中 blue, 已完成 green, 已取消 grey. */
export function TaskStatusTag({ status }: { status: eamApi.MaintainTaskStatus }) {
  const { t } = useTranslation('eamMaintenance');
  return <Tag className="eam-mt-tag" data-status={status} style={taskTones[status]}>{t(`taskStatus.${status}`)}</Tag>;
}

/** 已逾期, red: open past its deadline, or finished after it. */
export function OverdueTag() {
  const { t } = useTranslation('eamMaintenance');
  return <Tag className="eam-mt-tag" fill="outline" data-overdue style={red}>{t('overdue')}</Tag>;
}

/** 启用 green, 停用 grey. */
export function PlanStatusTag({ status }: { status: eamApi.MaintainPlanStatus }) {
  const { t } = useTranslation('eamMaintenance');
  return <Tag className="eam-mt-tag" data-status={status} style={status === 'start' ? green : grey}>{t(`planStatus.${status}`)}</Tag>;
}

/** 未保养 orange, 已保养 green, 不保养 grey. */
export function ProjectStatusTag({ status }: { status: eamApi.MaintainProjectStatus }) {
  const { t } = useTranslation('eamMaintenance');
  return <Tag className="eam-mt-tag" data-status={status} style={projectTones[status]}>{t(`projectStatus.${status}`)}</Tag>;
}
