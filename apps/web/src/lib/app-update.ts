import { Dialog } from 'antd-mobile';
import { appVersionApi } from '@wp/contract';
import i18n from '../i18n/index.js';
import { call } from './http/client.js';
import { nativeBridge } from './native-bridge.js';
import { notify } from './notify.js';
import { compareVersions } from '@wp/contract';

export type UpdateOutcome = 'update' | 'declined' | 'latest' | 'network' | 'failed' | 'delegated' | 'unknownVersion';

const t = (key: string, opts?: Record<string, unknown>) => i18n.t(`update:${key}`, opts ?? {});

/**
 * The native app's version check: asks the server for the newest release of the app's platform, compares
 * the dotted versions numerically and offers 'new version found'; accepting hands the package URL to the
 * shell, which opens the download. A manual check says 'already the latest version' / 'network error, please
 * try again later'; the automatic one (`auto`) speaks only when there is an update. 'version update failed'
 * when the shell cannot take or open the download. A shell that does not give its platform and version is
 * asked to check itself.
 */
export async function checkForUpdate({ auto }: { auto: boolean }): Promise<UpdateOutcome> {
  await nativeBridge.ready();
  const { platform, version } = nativeBridge.clientInfo();
  if (!platform || !version) {
    // A shell that does not tell its version checks for itself, as older shells did.
    if (nativeBridge.send({ type: 'checkUpdate' })) return 'delegated';
    if (!auto) notify.warning(t('unknownVersion'));
    return 'unknownVersion';
  }
  let latest: string | null;
  let url: string | null;
  let notes: string | null;
  let force = false;
  try {
    const reply = await call(appVersionApi.check, { query: { platform, version }, silent: true, parallel: true });
    ({ latestVersion: latest, downloadUrl: url, notes } = reply.value ?? { latestVersion: null, downloadUrl: null, notes: null });
    force = !!reply.value?.force;
  } catch {
    if (!auto) notify.danger(t('network'));
    return 'network';
  }
  if (!latest || compareVersions(latest, version) <= 0) {
    if (!auto) notify.success(t('latest'));
    return 'latest';
  }
  const content = [t('versions', { latest, current: version }), notes].filter(Boolean).join('\n');
  const accepted = force
    ? (await Dialog.alert({ title: t('found'), content, confirmText: t('updateNow') }), true)
    : await Dialog.confirm({ title: t('found'), content, confirmText: t('updateNow'), cancelText: t('later') });
  if (!accepted) return 'declined';
  // The server answers the package's path; the shell's download manager needs the whole address.
  if (!url || !(await nativeBridge.deliver({ type: 'downloadUpdate', url: new URL(url, window.location.origin).href, version: latest }))) {
    notify.danger(t('failed'));
    return 'failed';
  }
  return 'update';
}
