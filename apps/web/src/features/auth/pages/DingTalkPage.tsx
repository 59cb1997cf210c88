import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, SpinLoading } from 'antd-mobile';
import { runtimeConfig } from '../../../lib/runtime-config.js';
import { CallError } from '../../../lib/http/client.js';
import { TenantLogo, useTenantTitle } from '../../../components/TenantLogo.js';
import { useTenantBrand } from '../../../domains/account/api/getTenantByCode.js';
import { completeSignIn, namedTenant, redirectTarget } from '../complete-sign-in.js';
import { ssoDingTalk } from '../api/ssoDingTalk.js';
import { dingTalkAuthCode, inDingTalk } from '../dingtalk-auth-code.js';
import './login.css';

type State = { kind: 'working' } | { kind: 'outside' } | { kind: 'noCorp' } | { kind: 'failed'; reason: string };

/**
 * `/dingTalk` and `/login/:tenant/dingTalk`: the page a DingTalk workbench app opens (its homepage URL carries
 * `?corpId=$CORPID$`). Inside DingTalk it asks the client for a one-time code and signs in as the account bound to
 * the DingTalk user, without a password; anywhere else, or when DingTalk or the binding refuses, it says why and
 * offers the password sign-in.
 */
export function DingTalkPage() {
  const { t } = useTranslation('auth');
  const { tenant } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tenantBrand = useTenantBrand(tenant ?? runtimeConfig().defaultTenant);
  useTenantTitle(tenantBrand?.name);
  const corpId = search.get('corpId')?.trim() ?? '';
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);

  const run = useCallback(async () => {
    if (!inDingTalk()) return setState({ kind: 'outside' });
    if (!corpId) return setState({ kind: 'noCorp' });
    setState({ kind: 'working' });
    try {
      const code = await dingTalkAuthCode(corpId);
      const user = await ssoDingTalk(code, corpId);
      await completeSignIn(user, namedTenant(tenant), t);
      navigate(redirectTarget(search, ['corpId']), { replace: true });
    } catch (e) {
      setState({ kind: 'failed', reason: e instanceof CallError ? e.message : t('dingTalk.noCode') });
    }
  }, [corpId, navigate, search, t, tenant]);

  useEffect(() => {
    // Once: a code is good for one sign-in, and React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  const passwordPage = tenant ? `/login/${tenant}` : '/login';
  return (
    <div className="login-page">
      <div className="login-top">
        <div className="login-logo" aria-hidden>
          <TenantLogo logo={tenantBrand?.logo} size={56} />
        </div>
        <div className="login-brand">{tenantBrand?.name ?? t('common:appName')}</div>
        <div className="login-sub">{t('subtitle')}</div>
      </div>
      <section className="login-card dingtalk-card" aria-live="polite" aria-busy={state.kind === 'working'}>
        <h1 className="login-title">{t('dingTalk.title')}</h1>
        {state.kind === 'working' ? (
          <div className="dingtalk-working">
            <SpinLoading color="primary" style={{ '--size': '28px' }} aria-hidden />
            <p>{t('dingTalk.signingIn')}</p>
          </div>
        ) : (
          <>
            <p className="dingtalk-reason" role="alert">
              {state.kind === 'failed' ? state.reason : t(state.kind === 'outside' ? 'dingTalk.outside' : 'dingTalk.noCorp')}
            </p>
            {state.kind === 'failed' && (
              <Button block color="primary" size="large" onClick={() => void run()}>{t('dingTalk.retry')}</Button>
            )}
            <Button block fill="outline" color="primary" size="large" className="dingtalk-password" onClick={() => navigate(passwordPage)}>
              {t('dingTalk.usePassword')}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
