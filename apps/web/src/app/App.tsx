import { RouterProvider } from 'react-router';
import { ConfigProvider } from 'antd-mobile';
import { componentTexts, useTranslation } from '../i18n/index.js';
import { ActivityIndicator } from '../components/ActivityIndicator.js';
import type { AppRouter } from './router.js';

export function App({ router }: { router: AppRouter }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={componentTexts[i18n.language] ?? componentTexts['zh-CN']!}>
      <ActivityIndicator />
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
