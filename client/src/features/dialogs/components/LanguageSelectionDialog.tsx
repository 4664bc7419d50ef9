import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isLanguage } from '../../../i18n/translation.js';
import { withParams } from '../../../lib/carriedSearch.js';
import { splitLanguageSelection, uiLanguage } from '../../../lib/localeDetection.js';
import type { MarketsData } from '../../../lib/trpcClient.js';
import { $culture } from '../../../stores/configurationStore.js';
import { closeDialog } from '../../../stores/dialogStore.js';
import { $country, $mainPhase, applyLocale } from '../../../stores/shellStore.js';
import { DialogFrame } from '../../../ui/DialogFrame.js';
import { Spinner } from '../../../ui/Spinner.js';
import { marketsQuery } from '../api/marketsQuery.js';

interface Choice {
  value: string;
  label: string;
  market: string;
  imprintCode: string;
}

function choicesOf(
  markets: MarketsData,
  label: (country: string, language: string) => string,
  collator: Intl.Collator,
) {
  return markets.map((market) => ({
    market: market.MarketName,
    // By name in the visitor's language: countries, and each country's languages.
    choices: market.Countries.flatMap((country) =>
      country.Languages.filter(isLanguage).map(
        (language): Choice => ({
          value: `${language}-${country.CountryCode}`,
          label: label(country.CountryName, language),
          market: market.MarketCode,
          imprintCode: country.ImprintCode,
        }),
      ),
    ).sort((a, b) => collator.compare(a.label, b.label)),
  }));
}

/** A language's own country, for a culture when neither the visit nor the browser names one. */
const HOME_COUNTRY: Readonly<Record<string, string>> = { en: 'GB', de: 'DE', fr: 'FR', es: 'ES', it: 'IT' };

/**
 * The culture that names the markets while none is settled: the language of the texts with the
 * visitor's country when known, else the country of the browser's own tag for that language
 * (en-US), else the language's home country; a real culture such as en-AT, never en-EN.
 */
export function namesCultureOf(
  language: string,
  country: string | null,
  browserLanguages: readonly string[],
) {
  const lang = language.split(/[-_]/)[0]?.toLowerCase() || 'en';
  if (country && /^[a-z]{2}$/i.test(country)) return `${lang}-${country.toUpperCase()}`;
  for (const tag of browserLanguages) {
    const [tagLanguage, region] = tag.split(/[-_]/);
    if (tagLanguage?.toLowerCase() === lang && region && /^[a-z]{2}$/i.test(region)) {
      return `${lang}-${region.toUpperCase()}`;
    }
  }
  return `${lang}-${HOME_COUNTRY[lang] ?? 'GB'}`;
}

/** Country and language in one list; the value 'language-country' is split on the hyphen. */
export function LanguageSelectionDialog({ title }: { title: string }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const selectId = useId();
  const culture = $culture.value;
  const browserLanguages = typeof navigator === 'undefined' ? [] : navigator.languages;
  // The language the texts are switching to (it may still be fetched), not the one still shown.
  const namesCulture =
    culture || namesCultureOf(uiLanguage(culture, browserLanguages), $country.value, browserLanguages);
  const markets = useQuery(marketsQuery(namesCulture));
  const [chosen, setChosen] = useState<string | null>(null);
  // Without a culture the visitor must choose: the dialog cannot be dismissed.
  const dismiss = culture ? closeDialog : undefined;

  const groups = markets.data
    ? choicesOf(
        markets.data.MarketsData,
        (country, language) =>
          t('dialogs.languageSelection.option', { country, language: t(`languages.${language}`) }),
        new Intl.Collator(i18n.language),
      )
    : [];
  const all = groups.flatMap((group) => group.choices);
  const value = chosen ?? all.find((choice) => choice.value === culture)?.value ?? all[0]?.value ?? '';

  const confirm = () => {
    const locale = splitLanguageSelection(value);
    const choice = all.find((c) => c.value === value);
    if (!locale || !choice) return;
    applyLocale(locale, { market: choice.market, imprintCode: choice.imprintCode });
    if ($mainPhase.value === 'hide') $mainPhase.value = 'show';
    closeDialog();
    navigate(`${location}${withParams(search, { culture: locale.culture, country: locale.country })}`, {
      replace: true,
    });
  };

  return (
    <DialogFrame
      title={title}
      onDismiss={dismiss}
      actions={
        <button type="button" className="button primary" onClick={confirm} disabled={!value}>
          {t('common.confirm')}
        </button>
      }
    >
      <p>{t('dialogs.languageSelection.intro')}</p>
      {markets.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : markets.isError ? (
        <p role="alert">{t('errors.generic')}</p>
      ) : (
        <label className="field" htmlFor={selectId}>
          <span>{t('dialogs.languageSelection.label')}</span>
          <select id={selectId} value={value} onChange={(event) => setChosen(event.target.value)}>
            {groups.map((group) => (
              <optgroup key={group.market} label={group.market}>
                {group.choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      )}
    </DialogFrame>
  );
}
