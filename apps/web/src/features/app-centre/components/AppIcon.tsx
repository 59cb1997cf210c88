import type { ComponentType } from 'react';
import {
  AddCircleOutline, AppOutline, AppstoreOutline, BellOutline, BillOutline, CalendarOutline, CheckCircleOutline, ClockCircleOutline, ContentOutline,
  EditSOutline, EnvironmentOutline, FileOutline, FolderOutline, GlobalOutline, HistogramOutline, MessageOutline, PieOutline, ScanningOutline,
  SetOutline, TeamOutline, TruckOutline, UnorderedListOutline, UserSetOutline,
} from 'antd-mobile-icons';

/** The icons an app may name (antd-mobile-icons component names); an unknown name falls back to AppOutline. */
const icons: Record<string, ComponentType> = {
  AddCircleOutline, AppOutline, AppstoreOutline, BellOutline, BillOutline, CalendarOutline, CheckCircleOutline, ClockCircleOutline, ContentOutline,
  EditSOutline, EnvironmentOutline, FileOutline, FolderOutline, GlobalOutline, HistogramOutline, MessageOutline, PieOutline, ScanningOutline,
  SetOutline, TeamOutline, TruckOutline, UnorderedListOutline, UserSetOutline,
};

/** An app's picture, or its named icon on a tile of its colour. */
export function AppIcon({ img, icon, color }: { img: string | null; icon: string | null; color: string | null }) {
  if (img) return <img className="app-icon app-icon-img" src={img} alt="" />;
  const Icon = (icon && icons[icon]) || AppOutline;
  return <span className="app-icon" style={{ background: color || '#1677ff' }}><Icon /></span>;
}
