import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native app. `npm run mobile:sync` reads this with the variables below set for the build it makes:
 * - PORTAL_SERVER_URL: the plant's server (https://portal.plant.example). The app opens the portal from it, so
 *   its sign-in, API calls, live updates and files stay same-origin, and each deployment's runtime config and
 *   web release reach the app without a new package. Without it the app starts from the bundled build.
 * - MOBILE_PUSH=1: the build carries a push configuration (android/app/google-services.json, the iOS Push
 *   capability). Only then does the app register for pushes: registering without one crashes Android.
 */
const serverUrl = process.env.PORTAL_SERVER_URL?.trim().replace(/\/+$/, '') || undefined;
const push = process.env.MOBILE_PUSH === '1';

const config: CapacitorConfig = {
  appId: 'cn.qingyuanwater.portal',
  appName: '清源再生水厂',
  webDir: '../web/dist',
  // The web app reads these marks: the app itself, and whether it may register for pushes.
  appendUserAgent: push ? 'WaterPlantApp WaterPlantApp-push' : 'WaterPlantApp',
  backgroundColor: '#ffffff',
  server: serverUrl
    ? { url: serverUrl, cleartext: serverUrl.startsWith('http:'), androidScheme: 'https' }
    : { androidScheme: 'https' },
  android: {
    // Release builds never let a desktop inspect the WebView.
    webContentsDebuggingEnabled: process.env.MOBILE_DEBUG === '1',
  },
  plugins: {
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
