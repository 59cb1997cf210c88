import { Preferences } from '@capacitor/preferences';
import { PushNotifications } from '@capacitor/push-notifications';

const INSTALL_ID = 'portal.installId';
const PUSH_TOKEN = 'portal.pushToken';
/** Phones without a working push service never answer the registration; the sign-in does not wait for it. */
export const REGISTRATION_TIMEOUT_MS = 15_000;

/**
 * Whether this build of the app carries a push configuration. Registering without one crashes the Android app
 * (Firebase is not initialised), so `mobile:sync` marks the builds that have one in the WebView's user agent.
 */
export const pushConfigured = () => /\bWaterPlantApp-push\b/.test(navigator.userAgent);

/** This installation's own id (the push client id the server keeps), made once and kept in Preferences. */
export async function installId(): Promise<string> {
  const { value } = await Preferences.get({ key: INSTALL_ID });
  if (value) return value;
  const id = crypto.randomUUID();
  await Preferences.set({ key: INSTALL_ID, value: id });
  return id;
}

/** The push token of the last registration, so a sign-in can report it before the new registration answers. */
export const cachedPushToken = async () => (await Preferences.get({ key: PUSH_TOKEN })).value ?? '';

/** Registers with the push service and resolves its token, or null (no configuration, permission refused, no answer). */
export async function registerPush(timeoutMs = REGISTRATION_TIMEOUT_MS): Promise<string | null> {
  if (!pushConfigured()) return null;
  let { receive } = await PushNotifications.checkPermissions();
  if (receive === 'prompt' || receive === 'prompt-with-rationale') ({ receive } = await PushNotifications.requestPermissions());
  if (receive !== 'granted') return null;
  const token = await new Promise<string | null>((resolve) => {
    const listeners = [
      PushNotifications.addListener('registration', (t) => done(t.value)),
      PushNotifications.addListener('registrationError', () => done(null)),
    ];
    const timer = setTimeout(() => done(null), timeoutMs);
    function done(value: string | null) {
      clearTimeout(timer);
      for (const l of listeners) void l.then((h) => h.remove());
      resolve(value);
    }
    PushNotifications.register().catch(() => done(null));
  });
  if (token) await Preferences.set({ key: PUSH_TOKEN, value: token });
  return token;
}

/** Stops pushes to this device once its user has signed out (a shared phone must not show the last user's work). */
export async function unregisterPush(): Promise<void> {
  if (!pushConfigured()) return;
  await PushNotifications.unregister();
  await Preferences.remove({ key: PUSH_TOKEN });
}
