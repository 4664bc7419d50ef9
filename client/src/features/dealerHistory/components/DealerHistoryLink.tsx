import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { carriedSearch } from '../../../lib/carriedSearch.js';
import { $account } from '../../../stores/accountStore.js';

/** The header's way to the history, for dealers only: the token's dealer_no claim makes a dealer. */
export function DealerHistoryLink() {
  useSignals();
  const { t } = useTranslation();
  const search = useSearch();
  if (!$account.value?.dealerNo) return null;
  return (
    <Link href={`~/main/history${carriedSearch(search)}`} className="app-header-history">
      {t('dealerHistory.link')}
    </Link>
  );
}
