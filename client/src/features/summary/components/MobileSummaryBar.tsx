import { useTranslation } from 'react-i18next';
import type { TestRideData } from '../../../stores/configurationStore.js';
import { TestRideIcon } from '../../../ui/outputIcons.js';
import { ExportButton, PdfButton, SendByMailButton, ShareButton } from './OutputButtons.js';

/** The test ride: the booking link, and whether booking is open. */
export function TestRide({ testRide }: { testRide: TestRideData }) {
  const { t } = useTranslation();
  const url = testRide.Data.Url;
  return (
    <section className="test-ride" aria-label={t('summary.testRide.title')}>
      <h3>{t('summary.testRide.title')}</h3>
      <p className="test-ride-status">
        {testRide.Status.Success ? t('summary.testRide.available') : t('summary.testRide.unavailable')}
      </p>
      {url ? (
        <a className="button" href={url} target="_blank" rel="noopener noreferrer">
          {t('summary.testRide.book')}
        </a>
      ) : null}
    </section>
  );
}

/** On phones: share, PDF, send by e-mail, export and the test ride as captioned icons along the bottom. */
export function MobileSummaryBar({ testRideUrl }: { testRideUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <nav className="summary-mobile-bar" aria-label={t('summary.mobileBar')}>
      <ShareButton iconOnly />
      <PdfButton iconOnly />
      <SendByMailButton iconOnly />
      <ExportButton iconOnly />
      {testRideUrl ? (
        <a
          className="button icon-button"
          href={testRideUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('summary.testRide.book')}
        >
          <TestRideIcon />
          <span className="icon-caption">{t('summary.testRide.book')}</span>
        </a>
      ) : null}
    </nav>
  );
}
