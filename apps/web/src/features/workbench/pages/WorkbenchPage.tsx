import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Grid } from 'antd-mobile';
import {
  AddSquareOutline, CheckCircleOutline, ClockCircleOutline, FileOutline, SendOutline, TeamOutline, UserOutline, UserSetOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session/store.js';
import { useCurrentCharge, useUserDetail } from '../../../lib/session/user-detail.js';
import { SummaryTiles } from '../../../components/approval/SummaryTiles.js';
import './workbench.css';

/** Screens reachable from the workbench; each joins this list when it is built. */
const shortcuts: Array<{ to: string; label: string; color: string; icon: ReactNode }> = [
  { to: '/work/startFlowList', label: 'startFlow', color: '#2f54eb', icon: <AddSquareOutline /> },
  { to: '/work/myMatters/0', label: 'todo', color: '#ff8f1f', icon: <ClockCircleOutline /> },
  { to: '/work/myMatters/1', label: 'done', color: '#00b578', icon: <CheckCircleOutline /> },
  { to: '/work/myRequest', label: 'myRequest', color: '#13a8a8', icon: <FileOutline /> },
  { to: '/work/myTurnOutList', label: 'turnOut', color: '#eb2f96', icon: <UserSetOutline /> },
  { to: '/work/myNotice', label: 'notice', color: '#7c5cfc', icon: <SendOutline /> },
  { to: '/personal', label: 'personal', color: '#1677ff', icon: <UserOutline /> },
  { to: '/mailList', label: 'mailList', color: '#00b578', icon: <TeamOutline /> },
];

/**
 * `/work`, `/home`: the workbench. Greets the user with the post they act under and links to what exists
 * today; the application centre and portal columns join it as they are built.
 */
export function WorkbenchPage() {
  const { t, i18n } = useTranslation('workbench');
  const user = useSession((s) => s.user);
  const detail = useUserDetail();
  const { post } = useCurrentCharge(detail.data);
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date());
  return (
    <div className="page workbench">
      <header className="workbench-hero">
        <div className="workbench-title">{t('title')}</div>
        <div className="workbench-greeting">{t('greeting', { name: user?.username ?? '' })}</div>
        <div className="workbench-meta">{post ? `${post.orgName} · ${post.postName}` : '\u00a0'}</div>
        <div className="workbench-date">{today}</div>
      </header>
      <SummaryTiles />
      <section className="card">
        <div className="section-title">{t('section')}</div>
        <Grid columns={4} gap={8} className="workbench-grid">
          {shortcuts.map((s) => (
            <Grid.Item key={s.to}>
              <Link to={s.to} className="workbench-app"><span className="workbench-icon" style={{ background: s.color }}>{s.icon}</span>{t(s.label)}</Link>
            </Grid.Item>
          ))}
        </Grid>
      </section>
    </div>
  );
}
