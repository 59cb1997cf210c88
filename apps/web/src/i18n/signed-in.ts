import i18n, { fileOf, type Bundle } from './index.js';

// The zh-CN texts of the signed-in screens: imported by the shell, so they arrive with it, before any of its pages
// renders, instead of weighing on the sign-in page (see ./index.ts). The glob leaves out the namespaces ./index.ts
// already carries (its `builtIn`).
const screens = import.meta.glob<Bundle>(['./locales/zh-CN/*.json', '!./locales/zh-CN/{common,auth,update,messageFill}.json'], { eager: true });
for (const [file, mod] of Object.entries(screens)) {
  const [lang, ns] = fileOf(file);
  i18n.addResourceBundle(lang, ns, mod.default, true, false);
}
