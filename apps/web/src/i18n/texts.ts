/**
 * The screens' texts: catalogues per language and namespace, looked up the way i18next looks them up, for the part
 * of i18next this app uses (ADR 0032). i18next and react-i18next were 15 KB of gzip on every page, sign-in
 * included, for what is here:
 * - `ns:key` names a namespace (a key with a space is a sentence, not one); a key's dots walk nested objects;
 * - the namespaces given are tried in order, each in the language, then in the fallback language;
 * - `count` picks the plural form `key_one` / `key_other` by the language's rules (Intl.PluralRules), then `key`;
 * - `{{name}}` takes the option of that name ('' when it is not given); a text is never HTML-escaped (React does it);
 * - not found: `defaultValue`, else the key itself; `returnObjects` gives a list or object as it is.
 */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  [name: string]: unknown;
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

type Catalogue = Record<string, unknown>;

export interface Texts {
  /** The language texts are shown in. */
  readonly language: string;
  /** A text in the current language, of the default namespace unless the key names one. */
  t: TFunction;
  /** Texts of one language and namespace (or namespaces, tried in order). */
  getFixedT(lng: string | null, ns?: string | readonly string[]): TFunction;
  /** Shows texts in `lng` from now on and tells the subscribers. */
  changeLanguage(lng: string): Promise<TFunction>;
  /** Adds a namespace's texts to a language, merged into what is there: what both have is kept unless `overwrite`. */
  addResourceBundle(lng: string, ns: string, texts: Catalogue, overwrite?: boolean): void;
  hasResourceBundle(lng: string, ns: string): boolean;
  /** Called after each change of language; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const NAMESPACED = /^([A-Za-z][\w-]*):(\S+)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function find(catalogue: Catalogue | undefined, key: string): unknown {
  if (!catalogue) return undefined;
  if (Object.hasOwn(catalogue, key)) return catalogue[key];
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

const isNode = (x: unknown): x is Catalogue => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * `from` merged into `into` as a new catalogue (neither is changed: they are the imported JSON modules), keeping
 * what both have unless `overwrite`.
 */
function merged(into: Catalogue, from: Catalogue, overwrite: boolean): Catalogue {
  const out: Catalogue = { ...into };
  for (const [k, v] of Object.entries(from)) {
    if (k === '__proto__' || k === 'constructor') continue;
    const here = out[k];
    if (isNode(v) && isNode(here)) out[k] = merged(here, v, overwrite);
    else if (overwrite || !(k in out)) out[k] = v;
  }
  return out;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (lng: string, count: number) => {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
};

const fill = (text: string, options: TOptions) =>
  text.replace(PLACEHOLDER, (_, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });

export function createTexts(opts: { lng: string; fallbackLng: string; defaultNS: string; resources?: Record<string, Record<string, Catalogue>> }): Texts {
  const store: Record<string, Record<string, Catalogue>> = {};
  const listeners = new Set<() => void>();
  let language = opts.lng;

  function lookup(lng: string, namespaces: readonly string[], fullKey: string, options: TOptions = {}): unknown {
    const named = NAMESPACED.exec(fullKey);
    const key = named ? named[2] : fullKey;
    const nsList = named ? [named[1]] : namespaces;
    const plural = typeof options.count === 'number';
    const codes = lng === opts.fallbackLng ? [lng] : [lng, opts.fallbackLng];
    for (const ns of nsList) {
      for (const code of codes) {
        const catalogue = store[code]?.[ns];
        const found = (plural ? find(catalogue, `${key}_${pluralOf(code, options.count!)}`) : undefined) ?? find(catalogue, key);
        if (found === undefined || found === null) continue;
        if (typeof found === 'string') return fill(found, options);
        if (options.returnObjects) return found;
        return `key '${key} (${lng})' returned an object instead of string.`;
      }
    }
    return options.defaultValue !== undefined ? fill(options.defaultValue, options) : key;
  }

  const fixed = (lng: string | null, ns: string | readonly string[] = opts.defaultNS): TFunction => {
    const namespaces = typeof ns === 'string' ? [ns] : ns;
    return ((key: string, options?: TOptions) => lookup(lng ?? language, namespaces, key, options)) as TFunction;
  };

  const texts: Texts = {
    get language() { return language; },
    t: fixed(null),
    getFixedT: fixed,
    async changeLanguage(lng) {
      if (lng !== language) {
        language = lng;
        for (const listener of listeners) listener();
      }
      return fixed(null);
    },
    addResourceBundle(lng, ns, catalogue, overwrite = false) {
      const languageStore = (store[lng] ??= {});
      const here = languageStore[ns];
      languageStore[ns] = here ? merged(here, catalogue, overwrite) : catalogue;
    },
    hasResourceBundle: (lng, ns) => store[lng]?.[ns] !== undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  for (const [lng, namespaces] of Object.entries(opts.resources ?? {})) {
    for (const [ns, catalogue] of Object.entries(namespaces)) texts.addResourceBundle(lng, ns, catalogue);
  }
  return texts;
}
