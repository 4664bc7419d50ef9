import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useAppSettings } from '../../lib/appSettings.js';
import { carriedSearch } from '../../lib/carriedSearch.js';
import { $culture, $isDirty, exitConfiguration } from '../../stores/configurationStore.js';
import { openDialog } from '../../stores/dialogStore.js';
import { ArrowIcon } from '../../ui/icons.js';
import { brandCountryPage } from './footerLinks.js';
import './shell.css';

/** On the model selection the visitor is already at the start: there the back link leaves the configurator. */
function isModelSelectionPath(path: string): boolean {
  if (path !== '/main' && !path.startsWith('/main/')) return false;
  return !/^\/main\/(overview|configuration)\//.test(path);
}

/**
 * Back to the brand's country page from the model selection; from anywhere else it resets the
 * configuration and returns to /main.
 */
export function BackLink() {
  useSignals();
  const { t } = useTranslation();
  const settings = useAppSettings();
  const [location, navigate] = useLocation();
  const search = useSearch();

  if (isModelSelectionPath(location)) {
    return (
      <a className="back-link" href={brandCountryPage(settings.BrandLink, $culture.value)}>
        <ArrowIcon direction="left" />
        <span>{t('brand.siteLink')}</span>
      </a>
    );
  }
  const target = `/main${carriedSearch(search)}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Unsaved changes are not thrown away without asking: the dialog resets them on yes.
    if ($isDirty.value) {
      openDialog({ kind: 'warnBeforeExit' });
      return;
    }
    exitConfiguration();
    navigate(target);
  };
  return (
    <a className="back-link" href={target} onClick={onClick}>
      <ArrowIcon direction="left" />
      <span>{t('common.back')}</span>
    </a>
  );
}
