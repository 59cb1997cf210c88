import type { CSSProperties } from 'react';
import { Tag } from 'antd-mobile';
import type { AssetStatus, eamApi } from '@wp/contract';
import { useTranslation } from '../../../../i18n/index.js';

// antd-mobile's Tag takes its colours as inline variables. Every text colour has at least 4.5:1 contrast (WCAG AA)
// on its tint and on white; the tag always says its state in words, the colour only repeats it.
const green = { '--text-color': '#146c2e', '--background-color': '#e6f4ea', '--border-color': '#add8b9' } as CSSProperties;
const grey = { '--text-color': '#4a5160', '--background-color': '#eef0f3', '--border-color': '#cdd1d8' } as CSSProperties;
const orange = { '--text-color': '#8a4b00', '--background-color': '#fff3e0', '--border-color': '#f1c48a' } as CSSProperties;
const red = { '--text-color': '#b3261e', '--background-color': '#fdeceb', '--border-color': '#f3b8b4' } as CSSProperties;
const blue = { '--text-color': '#1d4fd8', '--background-color': '#e8effd', '--border-color': '#b9cbf6' } as CSSProperties;

const statusTones: Record<AssetStatus, CSSProperties> = { using: green, idle: grey, repair: orange, scrap: red, scrapped: grey };
const criticalityTones: Record<(typeof eamApi.CRITICALITIES)[number], CSSProperties> = { A: red, B: orange, C: blue };

/** An asset's status as a tag: 在用 green, 维修中 orange, 待报废 red, 闲置 / 已报废 grey. */
export function AssetStatusTag({ status }: { status: AssetStatus }) {
  const { t } = useTranslation('eam');
  return <Tag className="eam-tag" data-status={status} style={statusTones[status]}>{t(`status.${status}`)}</Tag>;
}

/** An asset's criticality (A stops the process, B degrades it, C neither), in words. */
export function CriticalityTag({ level }: { level: (typeof eamApi.CRITICALITIES)[number] }) {
  const { t } = useTranslation('eam');
  return <Tag className="eam-tag" fill="outline" data-criticality={level} style={criticalityTones[level]}>{t(`criticality.${level}`)}</Tag>;
}
