import type { CSSProperties } from 'react';
import { Tag } from 'antd-mobile';
import { useUrgencies } from '../../../../domains/eam-repair/api/queryUrgencyList.js';
import type { RepairStatus } from '../../../../domains/eam-repair/types.js';
import { useTranslation } from '../../../../i18n/index.js';

// antd-mobile's Tag takes its colours as inline variables. Every text colour has at least 4.5:1 contrast (WCAG AA)
// on its tint and on white; a tag always says its state in words, the colour only repeats it.
const tone = (text: string, background: string, border: string) =>
  ({ '--text-color': text, '--background-color': background, '--border-color': border }) as CSSProperties;
const green = tone('#146c2e', '#e6f4ea', '#add8b9');
const grey = tone('#4a5160', '#eef0f3', '#cdd1d8');
const orange = tone('#8a4b00', '#fff3e0', '#f1c48a');
const red = tone('#b3261e', '#fdeceb', '#f3b8b4');
const blue = tone('#1d4fd8', '#e8effd', '#b9cbf6');
const purple = tone('#5b32a8', '#f1ebfb', '#cdb8f0');

const statusTones: Record<RepairStatus, CSSProperties> = {
  approval: purple, not_dispatch: orange, dispatched: blue, repairing: blue,
  wait_acceptance: purple, acceptance_failed: red, finish: green, cancel: grey,
};

/** An order's status as a tag: 待派单 orange, 待维修 / 维修中 blue, 审批中 / 待验收 purple, 验收不通过 red, 已完成 green, 已取消 grey. */
export function RepairStatusTag({ status }: { status: RepairStatus }) {
  const { t } = useTranslation('eamRepair');
  return <Tag className="repair-tag" data-status={status} style={statusTones[status]}>{t(`status.${status}`)}</Tag>;
}

/** The urgencies' colours by rank (sort order, most urgent first): the plant names and codes them as it likes. */
const urgencyTones = [red, orange, blue];

/** An urgency as a tag, coloured by its rank among the urgencies (the first red, the second orange, the third blue, the rest grey). */
export function UrgencyTag({ urgency }: { urgency: { id: string; name: string } }) {
  const list = useUrgencies();
  const rank = list.data?.findIndex((u) => u.id === urgency.id) ?? -1;
  return (
    <Tag className="repair-tag" fill="outline" data-urgency-rank={rank} style={urgencyTones[rank] ?? grey}>
      {urgency.name}
    </Tag>
  );
}

/** Not started within the urgency's response time: red, in words. */
export function OverdueTag() {
  const { t } = useTranslation('eamRepair');
  return <Tag className="repair-tag" style={red} data-overdue>{t('order.overdue')}</Tag>;
}
