import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { useTranslation } from 'react-i18next';
import { authApi } from '@wp/contract';
import { routes } from './routes.js';
import { setAddressBarReplacer } from './loaders.js';
import { handleHardwareBack } from './hardware-back.js';
import { ActivityIndicator } from '../components/ActivityIndicator.js';
import { setRefreshEndpoint, setUnauthorizedHandler } from '../lib/http/client.js';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW } as const;

export function App() {
  const { i18n } = useTranslation();
  const router = useMemo(() => createBrowserRouter(routes), []);
  useEffect(() => {
    setRefreshEndpoint(authApi.refresh);
    setAddressBarReplacer((to) => void router.navigate(to, { replace: true }));
    setUnauthorizedHandler(() => {
      const here = window.location.pathname + window.location.search;
      void router.navigate(here.startsWith('/login') ? here : `/login?redirect=${encodeURIComponent(window.location.pathname)}`, { replace: true });
    });
    window.onNativeBack = () =>
      void handleHardwareBack({
        canGoBack: () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0,
        back: () => void router.navigate(-1),
        go: (p) => void router.navigate(p),
      });
  }, [router]);
  return (
    <ConfigProvider locale={antdLocales[i18n.language as keyof typeof antdLocales] ?? zhCN}>
      <ActivityIndicator />
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
