import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { PageHeader } from '../../../components/PageHeader.js';
import { PageLoading } from '../../../components/PageLoading.js';
import { useTranslation } from '../../../i18n/index.js';

/**
 * The frame of every task and read view: the title bar, the head, then the form beside the opinions on wide
 * screens (stacked on phones and portrait tablets), and the action bar fixed at the bottom above the safe area.
 */
export function DetailLayout({ title, onDiagram, onShare, onFollow, head, notice, bodyReady, main, side, bar }: {
  title: string;
  /**
   * Whether what decides the body's layout has come (the form definition, the buttons): until then a
   * skeleton stands under the head, so the body appears once, whole, instead of shifting as parts arrive.
   */
  bodyReady: boolean;
  /** Opens the flow diagram (a link in the title bar). */
  onDiagram(): void;
  /** Opens the share sheet; absent for whoever may not share (a shared link's guest). */
  onShare?: () => void;
  /** Opens the follow sheet (跟踪); absent for whoever may not follow. */
  onFollow?: () => void;
  head: ReactNode;
  /** A line between the head and the body (claim state, 'already handled', 'you have a task here'). */
  notice?: ReactNode;
  main: ReactNode;
  side: ReactNode;
  bar?: ReactNode;
}) {
  const { t } = useTranslation('task');
  const links = (
    <div className="detail-header-links">
      {onFollow && <button type="button" className="link-button" onClick={onFollow}>{t('follow.open')}</button>}
      {onShare && <button type="button" className="link-button" onClick={onShare}>{t('share.open')}</button>}
      <button type="button" className="link-button" onClick={onDiagram}>{t('diagram.open')}</button>
    </div>
  );
  return (
    <div className={`page detail-page ${bar ? 'has-bar' : ''}`}>
      <PageHeader title={title} back right={links} />
      {head}
      {notice}
      {useRevealed(bodyReady) ? (
        <div className="detail-body">
          <div className="detail-main">{main}</div>
          <div className="detail-side">{side}</div>
        </div>
      ) : <PageLoading rows={6} />}
      {bar && <div className="detail-bar">{bar}</div>}
    </div>
  );
}

/**
 * True once `ready` has been, switched in a transition: the head paints at once and the long body (form,
 * records) renders in slices that leave the phone responsive, not in one long task.
 */
function useRevealed(ready: boolean): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setRevealed(true));
  }, [ready]);
  return revealed;
}

/** The loading state of a detail view, in its own layout. */
export function DetailSkeleton({ title }: { title: string }) {
  return (
    <div className="page detail-page" aria-busy="true">
      <PageHeader title={title} back />
      <PageLoading rows={3} />
      <PageLoading rows={6} />
    </div>
  );
}
