import { Dialog } from 'antd-mobile';
import i18n from '../../i18n/index.js';
import { userApi } from '@wp/contract';
import { call, CallError } from '../../lib/http/client.js';
import { isMiniProgram, nativeBridge } from '../../lib/native-bridge.js';
import { keys, local, session } from '../../lib/storage.js';
import { notify } from '../../lib/notify.js';
import { bindMpOpenId } from '../../domains/account/api/bindMpOpenId.js';

/**
 * After sign-in: register the native push client inside the app shell, and offer to bind a held WeChat
 * official-account or mini-program identity ('bind' / 'later'). What is held is the binding ticket the WeChat sign-in
 * page was given, sent in the spec's `openid` / `mpOpenid`. It is let go once the server has answered: bound, or
 * refused (expired, bound elsewhere), the refusal shown by the client; a lost connection keeps it for another try.
 */
export async function bindAfterLogin(account: string) {
  const t = i18n.getFixedT(i18n.language, 'auth');
  if (nativeBridge.isNative()) {
    const client = (window as { nativeClientInfo?: { clientToken?: string; clientId?: string } }).nativeClientInfo ?? {};
    void call(userApi.updateClientInfo, { body: { account, clientToken: client.clientToken ?? '', clientId: client.clientId ?? '' }, silent: true }).catch(() => undefined);
  }
  const openid = session.get(keys.openId);
  if (openid && (await ask(t('bindOfficialAccount'), t('bind'), t('later')))) {
    await call(userApi.bindOpenId, { query: { account, openid } })
      .then(() => session.remove(keys.openId), (e) => refused(e) && session.remove(keys.openId));
  }
  const mpOpenid = local.get(keys.mpOpenId);
  if (mpOpenid && isMiniProgram() && local.get(keys.hideBindMiniProgram) !== '1') {
    if (await ask(t('bindMiniProgram'), t('bind'), t('later'))) {
      await bindMpOpenId(account, mpOpenid)
        .then(() => { local.remove(keys.mpOpenId); notify.success(t('bindSucceeded')); }, (e) => refused(e) && local.remove(keys.mpOpenId));
    } else {
      local.set(keys.hideBindMiniProgram, '1');
    }
  }
}

/** The server answered no (not a lost connection, nor its own failure): the ticket can never bind. */
const refused = (e: unknown) => e instanceof CallError && !!e.status && e.status < 500;

const ask = (content: string, confirmText: string, cancelText: string) => Dialog.confirm({ content, confirmText, cancelText });
