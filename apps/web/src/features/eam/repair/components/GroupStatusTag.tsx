import type { CSSProperties } from 'react';
import { Tag } from 'antd-mobile';
import type { RepairGroupStatus } from '../../../../domains/eam-repair/types.js';
import { useTranslation } from '../../../../i18n/index.js';

const tones: Record<RepairGroupStatus, CSSProperties> = {
  enable: { '--text-color': '#146c2e', '--background-color': '#e6f4ea', '--border-color': '#add8b9' } as CSSProperties,
  disable: { '--text-color': '#4a5160', '--background-color': '#eef0f3', '--border-color': '#cdd1d8' } as CSSProperties,
};

/** A team's status in words: 启用 green (work is dispatched to it), 停用 grey. */
export function GroupStatusTag({ status }: { status: RepairGroupStatus }) {
  const { t } = useTranslation('eamRepair');
  return <Tag className="repair-tag" style={tones[status]} data-status={status}>{t(`groupStatus.${status}`)}</Tag>;
}
