import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, Checkbox, Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { notify } from '../../../lib/notify.js';
import { runtimeConfig } from '../../../lib/runtime-config.js';
import { canRememberPassword, loadRemembered, saveRemembered } from '../../../lib/crypto/remembered-login.js';
import { LanguageSwitch } from '../../../components/LanguageSwitch.js';
import { TenantLogo, useTenantTitle } from '../../../components/TenantLogo.js';
import { login } from '../api/login.js';
import { getTenantByCode, useTenantBrand } from '../../../domains/account/api/getTenantByCode.js';
import { completeSignIn, namedTenant, redirectTarget } from '../complete-sign-in.js';
import './login.css';
import { useTranslation } from '../../../i18n/index.js';

/** `/login` and `/login/:tenant`: account, password (show/hide), remember, "log in now". */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { tenant } = useParams();
  // Each tenant's sign-in page carries its own name and logo; the product's until they are known.
  const tenantBrand = useTenantBrand(tenant ?? runtimeConfig().defaultTenant);
  const brand = tenantBrand?.name ?? t('common:appName');
  useTenantTitle(tenantBrand?.name);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [remember, setRemember] = useState(false);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let alive = true;
    void loadRemembered().then((r) => {
      if (!alive) return;
      setAccount((a) => a || r.account);
      setRemember(r.remember);
      setPassword((p) => p || r.password);
    });
    return () => {
      alive = false;
    };
  }, []);

  // Sent here by a WeChat sign-in page whose user is bound to no account yet: sign in once, then bind.
  const bindHint = ['weChat', 'miniProgram'].find((v) => v === search.get('bind'));

  async function submit() {
    if (!account.trim()) return void notify.warning(t('accountRequired'));
    if (!password) return void notify.warning(t('passwordRequired'));
    setLoading(true);
    try {
      const tenantCode = namedTenant(tenant);
      const tenantId = tenantCode ? await getTenantByCode(tenantCode) : undefined;
      const user = await login({ account: account.trim(), password, tenantId });
      await saveRemembered(account.trim(), password, remember);
      await completeSignIn(user, tenantCode);
      navigate(redirectTarget(search, ['bind']), { replace: true });
    } catch {
      // The HTTP client has shown the reason (wrong password, locked, disabled, time-out ...).
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="login-page">
      <div className="login-top">
        <LanguageSwitch className="login-lang" />
        <div className="login-logo" aria-hidden>
          <TenantLogo logo={tenantBrand?.logo} size={56} />
        </div>
        <div className="login-brand">{brand}</div>
        <div className="login-sub">{t('subtitle')}</div>
      </div>
      <form className="login-card" onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <h1 className="login-title">{t('title')}</h1>
        {bindHint && <p className="login-bind-hint" role="note">{t(`bindHint.${bindHint}`)}</p>}
        <label className="login-label" htmlFor="login-account">{t('accountLabel')}</label>
        <div className="login-field">
          <Input id="login-account" name="account" autoComplete="username" placeholder={t('accountPlaceholder')}
            value={account} onChange={setAccount} clearable onEnterPress={() => void submit()} />
        </div>
        <label className="login-label" htmlFor="login-password">{t('passwordLabel')}</label>
        <div className="login-field">
          <Input id="login-password" name="password" autoComplete="current-password" placeholder={t('passwordPlaceholder')}
            type={visible ? 'text' : 'password'} value={password} onChange={setPassword} onEnterPress={() => void submit()} />
          <button type="button" className="login-eye" aria-label={t(visible ? 'hidePassword' : 'showPassword')} onClick={() => setVisible((v) => !v)}>
            {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
          </button>
        </div>
        <div className="login-options">
          <Checkbox checked={remember} onChange={setRemember} style={{ '--icon-size': '18px', '--font-size': '14px' }}>
            {t('remember')}
          </Checkbox>
          {!canRememberPassword() && remember && <span className="login-hint">{t('rememberAccountOnly')}</span>}
        </div>
        <Button block color="primary" size="large" type="submit" loading={loading} loadingText={t('loggingIn')} className="login-submit">
          {t('submit')}
        </Button>
      </form>
      <div className="login-foot">{t('footer', { name: brand })}</div>
    </div>
  );
}
