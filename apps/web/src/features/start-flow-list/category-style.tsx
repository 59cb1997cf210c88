import type { ReactNode } from 'react';
import {
  AppOutline, BankcardOutline, CalendarOutline, EditSOutline, FileOutline, PayCircleOutline, ReceiptOutline, SetOutline,
  TeamOutline, TravelOutline, TruckOutline, UserOutline,
} from 'antd-mobile-icons';

/** Icons a FLOW_TYPE category may name (antd-mobile-icons names); only these are bundled. */
const icons: Record<string, ReactNode> = {
  AppOutline: <AppOutline />, BankcardOutline: <BankcardOutline />, CalendarOutline: <CalendarOutline />, EditSOutline: <EditSOutline />,
  FileOutline: <FileOutline />, PayCircleOutline: <PayCircleOutline />, ReceiptOutline: <ReceiptOutline />, SetOutline: <SetOutline />,
  TeamOutline: <TeamOutline />, TravelOutline: <TravelOutline />, TruckOutline: <TruckOutline />, UserOutline: <UserOutline />,
};

const palette = ['#1677ff', '#fa8c16', '#00b578', '#7c5cfc', '#eb2f96', '#13a8a8'];

/**
 * A category's icon and colour from its icon JSON (`{"icon": "FileOutline", "color": "#1677ff"}`); a
 * missing or unreadable one gets the app icon and a colour by position.
 */
export function categoryStyle(iconJson: string | null | undefined, index: number): { icon: ReactNode; color: string } {
  let parsed: { icon?: unknown; color?: unknown } = {};
  try {
    parsed = iconJson ? (JSON.parse(iconJson) as typeof parsed) : {};
  } catch {
    /* a plain icon name or bad JSON */
    if (iconJson && icons[iconJson]) parsed = { icon: iconJson };
  }
  const color = typeof parsed.color === 'string' && /^#[0-9a-f]{3,8}$/i.test(parsed.color) ? parsed.color : palette[index % palette.length];
  return { icon: icons[String(parsed.icon)] ?? <AppOutline />, color };
}
