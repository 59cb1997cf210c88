import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** zh-CN by default; en-US uses the spec's English wording verbatim; zh-TW. One JSON file per namespace. */
export const languages = ['zh-CN', 'en-US', 'zh-TW'] as const;
export type Language = (typeof languages)[number];

export type Bundle = { default: Record<string, unknown> };
/**
 * zh-CN (default and fallback) texts of the pages before sign-in are in the first page; the rest of zh-CN
 * comes with the signed-in shell (./signed-in.ts), and the other languages load when chosen: the sign-in
 * page carries neither the screens' texts nor three languages.
 */
const builtIn = import.meta.glob<Bundle>('./locales/zh-CN/{common,auth,update,messageFill}.json', { eager: true });
const onDemand = import.meta.glob<Bundle>(['./locales/*/*.json', '!./locales/zh-CN/*.json']);
export const fileOf = (file: string) => /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!.slice(1) as [string, string];
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(builtIn)) {
  const [lang, ns] = fileOf(file);
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

const initialLanguage: Language = languages.includes(stored as Language) ? (stored as Language) : 'zh-CN';
const initialised = i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: 'zh-CN',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  // No vendor notice in the plant's browser consoles.
  showSupportNotice: false,
});

/** Loads a language's texts (every namespace) unless they are there already. */
export async function loadLanguage(lang: string): Promise<void> {
  await initialised;
  if (i18n.hasResourceBundle(lang, 'common')) return;
  await Promise.all(Object.entries(onDemand).filter(([file]) => fileOf(file)[0] === lang).map(async ([file, load]) => {
    i18n.addResourceBundle(lang, fileOf(file)[1], (await load()).default, true, true);
  }));
}

/** Resolves once the starting language's texts are loaded (the first render waits for it). */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage).catch(() => undefined);

/** Switches the language (once its texts are loaded) and remembers it (session key `lang` of the spec, kept across visits too). */
export function setLanguage(lang: Language) {
  void loadLanguage(lang).then(() => i18n.changeLanguage(lang));
  try {
    localStorage.setItem(LANG_KEY, lang);
    sessionStorage.setItem(LANG_KEY, lang);
  } catch {
    /* private mode */
  }
  document.documentElement.lang = lang;
}

export default i18n;
