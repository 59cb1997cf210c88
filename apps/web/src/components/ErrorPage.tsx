import { ErrorBlock } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/index.js';
import { isOfflineFailure } from '../lib/http/client.js';

export interface ErrorPageProps {
  /** Defaults to 'the system has gone wrong'. */
  tip?: string;
  status?: 'default' | 'disconnected' | 'empty' | 'busy';
  /** Show 'return to previous page'. */
  showBack?: boolean;
  /** An extra link, e.g. to the home page. */
  link?: { to: string; text: string };
  onRetry?: () => void;
}

/** The generic error / empty page widget of spec section 2. */
export function ErrorPage({ tip, status = 'default', showBack, link, onRetry }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="error-page" role="alert">
      <ErrorBlock status={status} title={tip ?? t('systemError')} description={null}>
        <div className="error-page-links">
          {onRetry && <button type="button" className="link-button" onClick={onRetry}>{t('retry')}</button>}
          {showBack && <button type="button" className="link-button" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>{t('back')}</button>}
          {link && <Link to={link.to}>{link.text}</Link>}
        </div>
      </ErrorBlock>
    </div>
  );
}

/**
 * A read that failed: the screen's `tip` (the system's default when none), or 'you are offline' when that was why,
 * with a retry that reads again. The one rule every screen's load failure follows.
 */
export function ReadFailure({ query, tip, showBack }: { query: { error: unknown; refetch?: () => unknown }; tip?: string; showBack?: boolean }) {
  const { t } = useTranslation();
  const { refetch } = query;
  return <ErrorPage status="disconnected" tip={isOfflineFailure(query.error) ? t('common:error.offline') : tip} showBack={showBack} onRetry={refetch && (() => void refetch())} />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage status="empty" tip={t('notFound')} showBack />;
}
