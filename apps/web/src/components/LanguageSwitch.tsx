import { GlobalOutline } from 'antd-mobile-icons';
import { type Language, languages, setLanguage, useTranslation } from '../i18n/index.js';

export const languageLabels: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English', 'zh-TW': '繁體中文' };

/** A compact language picker; the native select gives phones their own picker wheel. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  return (
    <label className={`lang-switch ${className ?? ''}`}>
      <GlobalOutline aria-hidden />
      <select aria-label="language" value={i18n.language} onChange={(e) => setLanguage(e.target.value as Language)}>
        {languages.map((l) => <option key={l} value={l}>{languageLabels[l]}</option>)}
      </select>
    </label>
  );
}
