import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, SpinLoading } from 'antd-mobile';
import { runtimeConfig } from '../../../lib/runtime-config.js';
import { CallError } from '../../../lib/http/client.js';
import { TenantLogo, useTenantTitle } from '../../../components/TenantLogo.js';
import { getTenantByCode, useTenantBrand } from '../../../domains/account/api/getTenantByCode.js';
import { completeSignIn, namedTenant, redirectTarget } from '../complete-sign-in.js';
import type { SignInVendor } from './vendor.js';
import '../pages/login.css';
import { useTranslation } from '../../../i18n/index.js';

type State = { kind: 'working' } | { kind: 'stopped'; reason: string; retry: boolean };

/**
 * The page another app opens to sign its user in here (`/dingTalk`, `/weChatOffAcc`, `/weChat`, `/miniprogram`, each
 * also under `/login/:tenant/`). Inside that app it gets the vendor's word on who the user is and signs in without a
 * password; anywhere else, or when the vendor or the binding refuses, it says why and offers the password sign-in.
 * A vendor user bound to no account yet goes to the password sign-in, which then offers to bind.
 */
export function ThirdPartySignInPage({ vendor }: { vendor: SignInVendor }) {
  const { t } = useTranslation('thirdParty');
  const { tenant } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tenantBrand = useTenantBrand(tenant ?? runtimeConfig().defaultTenant);
  useTenantTitle(tenantBrand?.name);
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);
  const passwordPage = tenant ? `/login/${tenant}` : '/login';
  const texts = vendor.texts;

  const run = useCallback(async () => {
    if (!vendor.inside()) return setState({ kind: 'stopped', reason: t(`${texts}.outside`), retry: false });
    setState({ kind: 'working' });
    try {
      const code = namedTenant(tenant);
      const tenantId = code ? await getTenantByCode(code) : undefined;
      // The address bar, not the router's copy: a vendor takes its one-time parameters out of it once read.
      const outcome = await vendor.signIn({ search: new URLSearchParams(window.location.search), tenantId });
      if ('away' in outcome) return;
      if ('problem' in outcome) return setState({ kind: 'stopped', reason: t(`${texts}.${outcome.problem}`), retry: false });
      const next = redirectTarget(search, vendor.ownParams);
      if ('toPassword' in outcome) {
        navigate(`${passwordPage}?${new URLSearchParams({ redirect: next, bind: texts })}`, { replace: true });
        return;
      }
      await completeSignIn(outcome.user, code);
      navigate(next, { replace: true });
    } catch (e) {
      setState({ kind: 'stopped', reason: e instanceof CallError ? e.message : t(`${texts}.failed`), retry: true });
    }
  }, [navigate, passwordPage, search, t, tenant, texts, vendor]);

  useEffect(() => {
    // Once: a code is good for one sign-in, and React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <div className="login-page">
      <div className="login-top">
        <div className="login-logo" aria-hidden>
          <TenantLogo logo={tenantBrand?.logo} size={56} />
        </div>
        <div className="login-brand">{tenantBrand?.name ?? t('common:appName')}</div>
        <div className="login-sub">{t('auth:subtitle')}</div>
      </div>
      <section className="login-card third-party-card" aria-live="polite" aria-busy={state.kind === 'working'}>
        <h1 className="login-title">{t(`${texts}.title`)}</h1>
        {state.kind === 'working' ? (
          <div className="third-party-working">
            <SpinLoading color="primary" style={{ '--size': '28px' }} aria-hidden />
            <p>{t(`${texts}.signingIn`)}</p>
          </div>
        ) : (
          <>
            <p className="third-party-reason" role="alert">{state.reason}</p>
            {state.retry && <Button block color="primary" size="large" onClick={() => void run()}>{t('retry')}</Button>}
            <Button block fill="outline" color="primary" size="large" className="third-party-password" onClick={() => navigate(passwordPage)}>
              {t('usePassword')}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
