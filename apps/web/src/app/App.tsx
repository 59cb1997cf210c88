import { RouterProvider } from 'react-router';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator } from '../components/ActivityIndicator.js';
import type { AppRouter } from './router.js';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW } as const;

export function App({ router }: { router: AppRouter }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={antdLocales[i18n.language as keyof typeof antdLocales] ?? zhCN}>
      <ActivityIndicator />
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
