import { useParams } from 'react-router';
import { ErrorBlock } from 'antd-mobile';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/store.js';
import './message-fill.css';
import { useTranslation } from '../../../i18n/index.js';

/** The route parameter as text: already decoded by the router, but a doubly encoded one is decoded once more. */
export function messageText(raw: string | undefined): string {
  if (!raw) return '';
  try {
    return /%[0-9A-Fa-f]{2}/.test(raw) ? decodeURIComponent(raw) : raw;
  } catch {
    return raw;
  }
}

/**
 * `/messageFillPage/:message`: where a short link that could not be resolved lands (expired, revoked,
 * unknown); it shows the server's message and a way on.
 */
export function MessageFillPage() {
  const { t } = useTranslation('messageFill');
  const { message } = useParams();
  const signedIn = useSession((s) => !!s.user);
  const text = messageText(message).trim();
  return (
    <div className="page message-fill" role="alert">
      <ErrorBlock status="default" title={t('title')} description={text || t('noMessage')}>
        <div className="message-fill-links">
          {signedIn ? <Link to="/work">{t('toWork')}</Link> : <Link to="/login">{t('toLogin')}</Link>}
        </div>
      </ErrorBlock>
    </div>
  );
}
