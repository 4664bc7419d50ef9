import { useTranslation } from 'react-i18next';
import type { ChosenDealer } from '../api/chosenDealerStorage.js';
import type { Dealer } from '../api/dealerSearchCalls.js';

/** Kilometres with one decimal in the page's culture. */
function distanceText(distance: number, culture: string): string {
  return new Intl.NumberFormat(culture, { maximumFractionDigits: 1 }).format(distance);
}

/**
 * The dealers found, as a list of buttons: it works with any input and without the map. The
 * chosen dealer is marked pressed.
 */
export function DealerList({
  dealers,
  chosen,
  culture,
  onChoose,
}: {
  dealers: Dealer[];
  chosen: ChosenDealer | null;
  culture: string;
  onChoose: (dealer: Dealer) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="dealer-list" aria-label={t('summary.dealer.results')}>
      {dealers.map((dealer) => (
        <li key={dealer.DealerNo}>
          <button
            type="button"
            className="dealer-option"
            aria-pressed={chosen?.DealerNo === dealer.DealerNo}
            onClick={() => onChoose(dealer)}
          >
            <span className="dealer-name">{dealer.Name}</span>{' '}
            <span className="dealer-address">
              {t('summary.dealer.address', {
                street: dealer.Street,
                postCode: dealer.PostCode,
                town: dealer.Town,
              })}
            </span>
            {dealer.Distance === undefined ? null : (
              <>
                {' '}
                <span className="dealer-distance">
                  {t('summary.dealer.distance', { distance: distanceText(dealer.Distance, culture) })}
                </span>
              </>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
