import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { isolate } from "../../../kernel/i18n/numbers";
import type { PageData } from "../../../server/page-data";
import { useTranslation } from "../../i18n/i18n";
import { loadLanguageFile } from "../../i18n/language-file";
import { api } from "../../lib/api";
import { useStore } from "../../store/store";

/** Language and currency pickers of the top bar. A language switch reloads the page data; a currency switch only reprices. */
export function Switchers() {
  const { state, dispatch } = useStore();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const changeLanguage = async (locale: string) => {
    await api(`change/locale/${locale}`);
    await loadLanguageFile(locale, `${state.default_assets.static_asset}lang/${locale}.json`);
    await revalidator.revalidate();
  };
  const changeCurrency = async (code: string) => {
    const res = await api<{ active_currency: PageData["active_currency"] }>(`change/currency/${code}`, { errorToast: "info" });
    dispatch({ type: "currency", currency: res.active_currency });
  };
  // A choice made before the page's script had started (the select is server-rendered and works at
  // once) had no handler to hear it: apply it when the page comes alive.
  const languageSelect = useRef<HTMLSelectElement>(null);
  const currencySelect = useRef<HTMLSelectElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration: later changes go through onChange
  useEffect(() => {
    const language = languageSelect.current?.value;
    const currency = currencySelect.current?.value;
    // one after the other: a visitor without a cookie gets one from the first call that stores
    // something, and two such calls at once would each start a session of their own
    void (async () => {
      if (language && language !== state.active_language.locale) await changeLanguage(language);
      // A page opened at its language's URL (?lang=fa, the hreflang links) is in that language; the
      // session learns it here, so the next page's data comes in it too (a crawler that runs no
      // script leaves no session behind).
      else if (new URLSearchParams(window.location.search).get("lang") === state.active_language.locale)
        await api(`change/locale/${state.active_language.locale}`, { quiet: true }).catch(() => {});
      if (currency && currency !== state.active_currency.code) await changeCurrency(currency);
    })();
  }, []);
  const select =
    "rounded-md border border-gray-200 bg-white py-1 ps-2 pe-7 text-sm text-gray-700 hover:border-gray-300 focus:border-primary";
  return (
    <div className="flex items-center gap-2">
      {state.languages.length > 1 && (
        <label className="flex items-center gap-1">
          <span className="sr-only">{t("language")}</span>
          <select
            ref={languageSelect}
            data-testid="language-switcher"
            className={select}
            value={state.active_language.locale}
            onChange={(e) => void changeLanguage(e.target.value)}
          >
            {state.languages.map((l) => (
              <option key={l.locale} value={l.locale}>
                {l.flag} {l.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {Number(state.settings_data.currency_switcher) === 1 && state.currencies.length > 1 && (
        <label className="flex items-center gap-1">
          <span className="sr-only">{t("currency")}</span>
          <select
            ref={currencySelect}
            data-testid="currency-switcher"
            className={select}
            value={state.active_currency.code}
            onChange={(e) => void changeCurrency(e.target.value)}
          >
            {state.currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {isolate(`${c.code} (${c.symbol})`)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
