import { useSignals } from '@preact/signals-react/runtime';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOfCulture } from '../../../i18n/translation.js';
import { useAppSettings } from '../../../lib/appSettings.js';
import { $culture } from '../../../stores/configurationStore.js';
import { $country } from '../../../stores/shellStore.js';
import { type DealerCriteria, dealerQueryOf, dealerSearchQuery } from '../api/dealerSearchCalls.js';
import { visitorPosition } from '../api/visitorPosition.js';
import { $chosenDealer, chooseDealer } from '../stores/dealerSearchStore.js';
import { DealerList } from './DealerList.js';
import { DealerMap } from './DealerMap.js';

type Locating = 'idle' | 'locating' | 'unavailable';

/**
 * The dealer search: free text and 'nearest to me' over the dealers of the brand (X-Bow: the
 * qualified ones) in the visitor's country and language, as a list and, where configured, a map.
 */
export function DealerSearch({ id, modelName }: { id: string; modelName: string }) {
  useSignals();
  const { t } = useTranslation();
  const { Brand } = useAppSettings();
  const inputId = useId();
  const culture = $culture.value;
  const [text, setText] = useState('');
  const [criteria, setCriteria] = useState<DealerCriteria>({ text: '', near: null });
  const [locating, setLocating] = useState<Locating>('idle');
  const query = dealerQueryOf({ brand: Brand, country: $country.value, culture, modelName }, criteria);
  const results = useQuery({ ...dealerSearchQuery(query), placeholderData: keepPreviousData });
  const dealers = results.data?.dealers ?? [];

  const locate = async () => {
    setLocating('locating');
    try {
      const near = await visitorPosition();
      setCriteria((before) => ({ ...before, near }));
      setLocating('idle');
    } catch (error) {
      // Refused, missing or too slow: the text search and the list go on as before.
      console.warn('No position for the nearest dealers', error);
      setLocating('unavailable');
    }
  };

  return (
    <div id={id} className="dealer-search">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom; the role gives the same landmark */}
      <form
        role="search"
        className="dealer-search-form"
        onSubmit={(event) => {
          event.preventDefault();
          setCriteria((before) => ({ ...before, text }));
        }}
      >
        <label htmlFor={inputId}>{t('summary.dealer.textLabel')}</label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {t('summary.dealer.search')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={criteria.near !== null}
          disabled={locating === 'locating'}
          onClick={() => void locate()}
        >
          {t('summary.dealer.nearest')}
        </button>
      </form>
      <p className="dealer-search-status" role="status">
        {locating === 'locating'
          ? t('summary.dealer.locating')
          : locating === 'unavailable'
            ? t('summary.dealer.locationUnavailable')
            : results.isPending
              ? t('summary.dealer.loading')
              : null}
      </p>
      {results.isError ? (
        <p className="field-error" role="alert">
          {t('summary.dealer.failed')}
        </p>
      ) : null}
      {results.data?.otherCountries ? <p className="note">{t('summary.dealer.otherCountries')}</p> : null}
      {results.isSuccess && dealers.length === 0 ? (
        <p className="note">{t('summary.dealer.noMatch')}</p>
      ) : null}
      <div className="dealer-results">
        <DealerList
          dealers={dealers}
          chosen={$chosenDealer.value}
          culture={culture}
          onChoose={chooseDealer}
        />
        {dealers.length > 0 ? (
          <DealerMap dealers={dealers} onChoose={chooseDealer} language={languageOfCulture(culture)} />
        ) : null}
      </div>
    </div>
  );
}
