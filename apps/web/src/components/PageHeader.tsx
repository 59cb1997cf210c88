import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The title bar of a screen; `back` shows the arrow (pages reached from another page). */
export function PageHeader({ title, back, right }: { title: ReactNode; back?: boolean; right?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <NavBar className="page-header" backIcon={back ? undefined : false} onBack={back ? () => navigate(-1) : undefined} right={right}>
      {title}
    </NavBar>
  );
}
