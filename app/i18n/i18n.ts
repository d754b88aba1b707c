import i18next, { type i18n } from "i18next";

/** One i18next instance for a language, from that language's keyword map (the spec's lang_keywords). */
export function createI18n(locale: string, keywords: Record<string, string>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: keywords } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<i18n["init"]>[0]);
  return instance;
}
