import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/appSettings.js';
import { vehicleListQuery } from '../../../lib/vehicleListQuery.js';
import { requestContext } from '../../../stores/configurationStore.js';
import { $historyFilters, EMPTY_FILTERS, type HistoryFilters } from '../stores/dealerHistoryStore.js';

/** Model, date from, date to and the customer's full name; applied together. */
export function HistoryFiltersForm() {
  useSignals();
  const { t } = useTranslation();
  const brand = useBrand();
  const id = useId();
  const [draft, setDraft] = useState<HistoryFilters>($historyFilters.value);
  const vehicles = useQuery(vehicleListQuery(brand, requestContext())).data;
  const models = (vehicles?.Segments ?? [])
    .flatMap((segment) => segment.Vehicles)
    .filter((vehicle, index, all) => all.findIndex((other) => other.ModelId === vehicle.ModelId) === index);
  const set = (name: keyof HistoryFilters) => (event: { target: { value: string } }) =>
    setDraft((was) => ({ ...was, [name]: event.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    $historyFilters.value = draft;
  };
  const clear = () => {
    setDraft(EMPTY_FILTERS);
    $historyFilters.value = EMPTY_FILTERS;
  };
  return (
    <form className="history-filters" onSubmit={apply} aria-label={t('dealerHistory.filters.title')}>
      <div className="history-filter">
        <label htmlFor={`${id}-model`}>{t('dealerHistory.filters.model')}</label>
        <select id={`${id}-model`} value={draft.model} onChange={set('model')}>
          <option value="">{t('dealerHistory.filters.allModels')}</option>
          {models.map((vehicle) => (
            <option key={vehicle.ModelId} value={vehicle.ModelId}>
              {vehicle.Name}
            </option>
          ))}
        </select>
      </div>
      <div className="history-filter">
        <label htmlFor={`${id}-from`}>{t('dealerHistory.filters.dateFrom')}</label>
        <input id={`${id}-from`} type="date" value={draft.dateFrom} onChange={set('dateFrom')} />
      </div>
      <div className="history-filter">
        <label htmlFor={`${id}-to`}>{t('dealerHistory.filters.dateTo')}</label>
        <input id={`${id}-to`} type="date" value={draft.dateTo} onChange={set('dateTo')} />
      </div>
      <div className="history-filter">
        <label htmlFor={`${id}-customer`}>{t('dealerHistory.filters.customer')}</label>
        <input
          id={`${id}-customer`}
          type="search"
          value={draft.customer}
          maxLength={200}
          onChange={set('customer')}
        />
      </div>
      <div className="history-filter-buttons">
        <button type="submit" className="button primary">
          {t('dealerHistory.filters.apply')}
        </button>
        <button type="button" className="button" onClick={clear}>
          {t('dealerHistory.filters.clear')}
        </button>
      </div>
    </form>
  );
}
