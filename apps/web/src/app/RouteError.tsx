import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../components/ErrorPage.js';
import { PageLoading } from '../components/PageLoading.js';
import { isPageFileFailure, reloadIfNewBuild, retryLoad } from '../lib/page-files.js';
import { notify } from '../lib/notify.js';
import { isOnline } from '../lib/offline/online.js';
import i18n, { useTranslation } from '../i18n/index.js';

/** Why a page's file did not arrive, in the words the read failures use: offline when the device says so. */
const unreachable = () => (isOnline() ? 'error.network' : 'error.offline');

/** Retry reloads once the server answers; while it does not, the user is told again rather than sent offline. */
const retry = () => void retryLoad().then((reloading) => reloading || notify.danger(i18n.t(unreachable())));

/**
 * What a route shows when its page cannot: not found; a page whose file did not arrive (network down, or a
 * redeploy: then the app first reloads itself onto the new build, once); or anything else that broke. Inside
 * the shell it takes the page's place and the tab bar stays; it is in the entry, so it needs no file of its own.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage status="empty" tip={t('notFound')} showBack />;
  if (isPageFileFailure(error)) return <PageFileFailure />;
  return <ErrorPage showBack onRetry={retry} />;
}

function PageFileFailure() {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let alive = true;
    void reloadIfNewBuild().then((reloading) => {
      if (alive && !reloading) setChecked(true);
    });
    return () => {
      alive = false;
    };
  }, []);
  // While the server is asked whether a new build is out (and while reloading onto it), the page is loading.
  if (!checked) return <PageLoading />;
  return <ErrorPage status="disconnected" tip={t(unreachable())} showBack onRetry={retry} />;
}
