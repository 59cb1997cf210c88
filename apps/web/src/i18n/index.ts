import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** zh-CN by default; en-US uses the spec's English wording verbatim; zh-TW. One JSON file per namespace. */
export const languages = ['zh-CN', 'en-US', 'zh-TW'] as const;
export type Language = (typeof languages)[number];

const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(files)) {
  const [, lang, ns] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  (resources[lang] ??= {})[ns] = mod.default;
}

const LANG_KEY = 'lang';
const stored = (() => {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
})();

void i18n.use(initReactI18next).init({
  resources,
  lng: languages.includes(stored as Language) ? (stored as Language) : 'zh-CN',
  fallbackLng: 'zh-CN',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the language and remembers it (session key `lang` of the spec, kept across visits too). */
export function setLanguage(lang: Language) {
  void i18n.changeLanguage(lang);
  try {
    localStorage.setItem(LANG_KEY, lang);
    sessionStorage.setItem(LANG_KEY, lang);
  } catch {
    /* private mode */
  }
  document.documentElement.lang = lang;
}

export default i18n;
