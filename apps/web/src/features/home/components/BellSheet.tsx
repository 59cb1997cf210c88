import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, SpinLoading } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { ActionSheet } from '../../../components/ActionSheet.js';
import { useMsgBadge } from '../../../domains/inbox/api/getMsgbadge.js';
import { useDefaultInfoMap } from '../../../domains/approval/api/getDefaultInfoMap.js';
import { useTranslation } from '../../../i18n/index.js';

/** The bell's busy state ends this long after a tap (spec 000 section 9). */
export const BELL_LOADING_RESET_MS = 300;

/**
 * The bell of the home page: the unread count, and an action sheet to what waits for the user (messages,
 * to-do, circulated, notices). A tap refreshes the counts; the bell shows it is busy for 300 ms.
 */
export function BellSheet() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const badge = useMsgBadge();
  const summary = useDefaultInfoMap();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function tap() {
    setLoading(true);
    void badge.refetch();
    setOpen(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLoading(false), BELL_LOADING_RESET_MS);
  }

  const unread = badge.data ?? 0;
  const todo = summary.data?.myTaks?.dataText;
  const actions = [
    { key: '/messageReceiverList', text: t('bell.messages'), description: unread ? t('bell.unread', { count: unread }) : undefined },
    { key: '/work/myMatters/0', text: t('bell.todo'), description: todo && todo !== '0' ? t('bell.waiting', { count: Number(todo) }) : undefined },
    { key: '/work/myNotice', text: t('bell.circulated') },
    { key: '/news?type=notice', text: t('bell.notices') },
  ];
  return (
    <>
      <button type="button" className="home-bell" onClick={tap} aria-label={t('bell.label', { count: unread })} aria-busy={loading}>
        {loading ? <SpinLoading color="white" style={{ '--size': '22px' }} />
          : <Badge content={unread > 0 ? (unread > 99 ? '99+' : unread) : null}><BellOutline /></Badge>}
      </button>
      <ActionSheet open={open} onClose={() => setOpen(false)} title={t('bell.title')} actions={actions}
        onAction={(a) => { setOpen(false); navigate(a.key); }} />
    </>
  );
}
