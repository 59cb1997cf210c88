import { Button, Dialog, List } from 'antd-mobile';
import { userApi, type IdentityProvider } from '@wp/contract';
import { notify } from '../../../lib/notify.js';
import { useMyIdentities, useUnbindIdentity } from '../api/identities.js';
import { useTranslation } from '../../../i18n/index.js';

const selfBound = (p: IdentityProvider): p is 'wechat-oa' | 'wechat-mp' => (userApi.selfBoundProviders as readonly string[]).includes(p);

/**
 * The apps my account signs in from without a password: the WeChat ones I bound (and may unbind here), the DingTalk
 * and WeCom ones the administrator bound. Nothing shows while none is bound.
 */
export function SignInBindings() {
  const { t, i18n } = useTranslation('personal');
  const identities = useMyIdentities();
  const unbind = useUnbindIdentity();
  if (identities.isPending) return null;
  if (identities.isError) {
    return (
      <List header={t('bindings')} mode="card" className="personal-list">
        <List.Item onClick={() => void identities.refetch()}>{t('bindingsFailed')}</List.Item>
      </List>
    );
  }
  if (identities.data.length === 0) return null;

  async function confirmUnbind(provider: 'wechat-oa' | 'wechat-mp') {
    const name = t(`bindingProviders.${provider}`);
    if (!(await Dialog.confirm({ content: t('unbindConfirm', { name }), confirmText: t('unbind'), cancelText: t('common:cancel') }))) return;
    const reply = await unbind.mutateAsync(provider).catch(() => null);
    if (reply) notify.success(reply.message);
  }

  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <List header={t('bindings')} mode="card" className="personal-list" data-testid="sign-in-bindings">
      {identities.data.map(({ provider, boundAt }) => (
        <List.Item key={provider} description={selfBound(provider) ? t('boundOn', { date: date(boundAt) }) : t('byAdministrator')}
          extra={selfBound(provider) && (
            <Button size="small" fill="outline" color="danger" onClick={() => void confirmUnbind(provider)}
              aria-label={`${t('unbind')} ${t(`bindingProviders.${provider}`)}`}>{t('unbind')}</Button>
          )}>
          {t(`bindingProviders.${provider}`)}
        </List.Item>
      ))}
    </List>
  );
}
