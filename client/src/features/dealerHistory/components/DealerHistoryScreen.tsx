import { useSignals } from '@preact/signals-react/runtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useAppSettings } from '../../../lib/appSettings.js';
import { carriedSearch, withParams } from '../../../lib/carriedSearch.js';
import { priceText } from '../../../lib/priceText.js';
import { $culture } from '../../../stores/configurationStore.js';
import { $dialog, openDialog } from '../../../stores/dialogStore.js';
import {
  CompareBar,
  CompareCheckbox,
  type CompareSelection,
  useCompareSelection,
} from '../../../ui/CompareSelection.js';
import { Spinner } from '../../../ui/Spinner.js';
import { dealerHistoryQuery, type HistoryRow } from '../api/historyCalls.js';
import { $historyFilters } from '../stores/dealerHistoryStore.js';
import { HistoryFiltersForm } from './HistoryFiltersForm.js';
import './dealerHistory.css';
import { queryKeys } from '../../../lib/queryKeys.js';

function dateText(iso: string, culture: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(culture || undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      date,
    );
  } catch {
    return date.toISOString();
  }
}

function HistoryTableRow({
  row,
  showPrices,
  selection,
}: {
  row: HistoryRow;
  showPrices: boolean;
  selection: CompareSelection;
}) {
  const { t } = useTranslation();
  const search = useSearch();
  const culture = $culture.value;
  const id = row.ConfigurationId;
  return (
    <tr>
      <td>{row.Model}</td>
      <td>{showPrices ? priceText(row.Price, culture, t('price.notAvailable')) : '–'}</td>
      <td>
        <span className="history-customer">{row.Customer}</span>
        {row.Vin ? <span className="history-detail">{t('dealerHistory.vin', { vin: row.Vin })}</span> : null}
        {row.OrderNumber ? (
          <span className="history-detail">
            {t('dealerHistory.orderNumber', { number: row.OrderNumber })}
          </span>
        ) : null}
      </td>
      <td>
        <time dateTime={row.Date}>{dateText(row.Date, culture)}</time>
      </td>
      <td>
        <div className="history-actions">
          {/* Opening goes through the main wrapper, which loads the configuration by its id. */}
          <Link
            href={`~/main${withParams(carriedSearch(search), { configurationId: id })}`}
            className="button"
          >
            {t('dealerHistory.actions.open')}
          </Link>
          <Link href={`/history/${encodeURIComponent(id)}${carriedSearch(search)}`} className="button">
            {t('dealerHistory.actions.replay')}
          </Link>
          <button
            type="button"
            className="button"
            onClick={() => openDialog({ kind: 'deleteConfiguraion', data: { configurationId: id } })}
          >
            {t('dealerHistory.actions.delete')}
          </button>
          <CompareCheckbox selection={selection} id={id} name={`${row.Model}, ${row.Customer}`} />
        </div>
      </td>
      <td>{row.Comment ?? ''}</td>
    </tr>
  );
}

/** The dealer's saved configurations: filters, the table and its actions. */
export function DealerHistoryScreen() {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const queryClient = useQueryClient();
  const history = useQuery(dealerHistoryQuery($historyFilters.value));
  const selection = useCompareSelection();

  // The delete dialog closes after deleting (or cancelling): the table then reads the server again.
  const dialogOpen = $dialog.value !== null;
  const wasOpen = useRef(dialogOpen);
  useEffect(() => {
    if (wasOpen.current && !dialogOpen)
      void queryClient.invalidateQueries({ queryKey: queryKeys.dealerHistory() });
    wasOpen.current = dialogOpen;
  }, [dialogOpen, queryClient]);

  const answer = history.data;
  return (
    <section className="dealer-history" aria-labelledby="dealer-history-heading">
      <h1 id="dealer-history-heading">{t('dealerHistory.heading')}</h1>
      {answer && 'denied' in answer ? (
        <p className="dealers-only" role="alert">
          {t('dealerHistory.dealersOnly')}
        </p>
      ) : (
        <>
          <HistoryFiltersForm />
          {history.isPending ? <Spinner label={t('common.loading')} /> : null}
          {history.isError ? <p role="alert">{t('errors.serverError')}</p> : null}
          {answer && 'rows' in answer ? (
            answer.rows.length === 0 ? (
              <p className="history-empty">{t('dealerHistory.empty')}</p>
            ) : (
              <>
                <div className="history-table-wrap">
                  <table className="history-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('dealerHistory.columns.model')}</th>
                        <th scope="col">{t('dealerHistory.columns.price')}</th>
                        <th scope="col">{t('dealerHistory.columns.customer')}</th>
                        <th scope="col">{t('dealerHistory.columns.date')}</th>
                        <th scope="col">{t('dealerHistory.columns.actions')}</th>
                        <th scope="col">{t('dealerHistory.columns.comment')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {answer.rows.map((row) => (
                        <HistoryTableRow
                          key={row.ConfigurationId}
                          row={row}
                          showPrices={settings.AllowPrices}
                          selection={selection}
                        />
                      ))}
                    </tbody>
                  </table>
                </div>
                {answer.rows.length > 1 ? <CompareBar selection={selection} /> : null}
              </>
            )
          ) : null}
        </>
      )}
    </section>
  );
}
