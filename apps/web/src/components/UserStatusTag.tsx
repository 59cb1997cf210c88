import type { CSSProperties } from 'react';
import { Tag } from 'antd-mobile';
import { useTranslation } from '../i18n/index.js';

export type UserStatusKey = 'status.normal' | 'status.disabled' | 'status.notActivated' | 'status.departed';

/** The name of a user status (spec: 1 normal, 0 disabled, -1 not activated, anything else departed) as an i18n key. */
export function statusName(status: number | null | undefined): UserStatusKey {
  switch (status) {
    case 1: return 'status.normal';
    case 0: return 'status.disabled';
    case -1: return 'status.notActivated';
    default: return 'status.departed';
  }
}

// antd-mobile's Tag writes its colours as inline variables, so ours go the same way.
const tones = {
  light: {
    normal: { '--border-color': '#00b578', '--text-color': '#00b578', '--background-color': '#e8f8f0' },
    inactive: { '--border-color': '#c9cdd4', '--text-color': '#86909c', '--background-color': '#f2f3f5' },
  },
  dark: {
    normal: { '--border-color': 'rgba(255,255,255,0.75)', '--text-color': '#fff', '--background-color': 'rgba(255,255,255,0.18)' },
    inactive: { '--border-color': 'rgba(255,255,255,0.4)', '--text-color': '#e5e6eb', '--background-color': 'rgba(0,0,0,0.28)' },
  },
} as const;

/** The status of a user as a tag: green when normal, grey otherwise (`onDark` for coloured backgrounds). */
export function UserStatusTag({ status, hideNormal, onDark, className }: {
  status: number; hideNormal?: boolean; onDark?: boolean; className?: string;
}) {
  const { t } = useTranslation();
  if (hideNormal && status === 1) return null;
  const tone = status === 1 ? 'normal' : 'inactive';
  return (
    <Tag className={`user-status user-status-${tone} ${className ?? ''}`} round data-status={status}
      style={tones[onDark ? 'dark' : 'light'][tone] as CSSProperties}>
      {t(statusName(status))}
    </Tag>
  );
}
