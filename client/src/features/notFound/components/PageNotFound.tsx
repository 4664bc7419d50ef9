import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { $culture, $entryPointUrl, DEFAULT_CULTURE } from '../../../stores/configurationStore.js';
import { $country } from '../../../stores/shellStore.js';
import { isUnsettledDefault } from '../unsettledCulture.js';
import '../notFound.css';

function searchOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').search;
  } catch {
    return '';
  }
}

export function PageNotFound() {
  const { t } = useTranslation();
  const search = useSearch();

  // Reached without a culture (a mistyped address, an old link): no culture is settled, so the page
  // and its shell speak the browser's language, else English; the main wrapper settles one later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the page opens
  useLayoutEffect(() => {
    const unsettled = isUnsettledDefault({
      culture: $culture.peek(),
      defaultCulture: DEFAULT_CULTURE,
      country: $country.peek(),
      searches: [search, searchOf($entryPointUrl.peek())],
    });
    if (unsettled) $culture.value = '';
  }, []);

  return (
    <div className="not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/main" className="button primary">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
