import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AccountControl } from '../../features/account/components/AccountControl.js';
import { BrandLogo } from '../../features/brand/components/BrandLogo.js';
import { DealerHistoryLink } from '../../features/dealerHistory/components/DealerHistoryLink.js';
import { BackLink } from './BackLink.js';
import './shell.css';

export function AppHeader() {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <BackLink />
      <Link href="~/main" className="app-header-logo" aria-label={t('brand.pageTitle')}>
        <BrandLogo />
      </Link>
      <span className="app-header-title">{t('brand.pageTitle')}</span>
      <DealerHistoryLink />
      <AccountControl />
    </header>
  );
}
