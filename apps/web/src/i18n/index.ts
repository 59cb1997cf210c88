import { useMemo, useSyncExternalStore } from 'react';
import zhCNComponents from 'antd-mobile/es/locales/zh-CN';
import type { Locale as ComponentTexts } from 'antd-mobile/es/locales/base';
import common from './locales/zh-CN/common.json';
import { createTexts, type TFunction, type Texts } from './texts.js';

export type { TFunction, TOptions } from './texts.js';

/** zh-CN by default; en-US uses the spec's English wording verbatim; zh-TW. One JSON file per namespace. */
export const languages = ['zh-CN', 'en-US', 'zh-TW'] as const;
export type Language = (typeof languages)[number];

export type Bundle = { default: Record<string, unknown> };
/**
 * zh-CN is the default and the fallback. Its default namespace is here; every other namespace's zh-CN texts come
 * with the modules that name it (build/namespace-texts.ts calls addDefaultTexts), so a page carries the texts of
 * its own screens only. The other languages load whole when chosen.
 */
const onDemand = import.meta.glob<Bundle>(['./locales/*/*.json', '!./locales/zh-CN/*.json']);
export const fileOf = (file: string) => /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!.slice(1) as [string, string];
const resources = { 'zh-CN': { common } };

/** antd-mobile's own texts (a picker's buttons, an empty list) per language: zh-CN built in, the others with their language. */
export const componentTexts: Partial<Record<string, ComponentTexts>> = { 'zh-CN': zhCNComponents };
const componentTextsOnDemand: Record<string, () => Promise<{ default: ComponentTexts }>> = {
  'en-US': () => import('antd-mobile/es/locales/en-US'),
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW'),
};

const LANG_KEY = 'lang';
const stored = (() => {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
})();

const initialLanguage: Language = languages.includes(stored as Language) ? (stored as Language) : 'zh-CN';
const i18n = createTexts({ resources, lng: initialLanguage, fallbackLng: 'zh-CN', defaultNS: 'common' });

/**
 * The texts of a screen's namespace (or namespaces, tried in order; `common` when none is named) in the current
 * language: the component renders again when the language changes, and `t` is a new function then.
 */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: Texts } {
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  const names = typeof ns === 'string' || ns === undefined ? ns : ns.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `names` stands for `ns`, which callers write inline
  const t = useMemo(() => i18n.getFixedT(language, ns), [language, names]);
  return { t, i18n };
}

/** Adds a namespace's zh-CN texts as the module naming it loads (build/namespace-texts.ts). */
export function addDefaultTexts(ns: string, texts: Record<string, unknown>): void {
  i18n.addResourceBundle('zh-CN', ns, texts);
}

/** Loads a language's texts (every namespace) unless they are there already. */
export async function loadLanguage(lang: string): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  await Promise.all([
    ...Object.entries(onDemand).filter(([file]) => fileOf(file)[0] === lang).map(async ([file, load]) => {
      i18n.addResourceBundle(lang, fileOf(file)[1], (await load()).default, true);
    }),
    componentTextsOnDemand[lang]?.().then((m) => void (componentTexts[lang] = m.default)),
  ]);
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
