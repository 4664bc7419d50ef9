import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../lib/appSettings.js';
import { copyrightLine } from '../../../lib/vehicleScreenshot.js';
import { $account } from '../../../stores/accountStore.js';
import { $configuration } from '../../../stores/configurationStore.js';
import { showToast } from '../../../stores/toastStore.js';
import { LoginRequiredHint } from '../../../ui/LoginRequiredHint.js';
import { sendDealerEnquiry } from '../api/dealerEnquiry.js';
import {
  $chosenDealer,
  $dealerSearchOpen,
  $enquiryState,
  restoreChosenDealer,
} from '../stores/dealerSearchStore.js';
import { DealerSearch } from './DealerSearch.js';
import './dealerSearch.css';

/**
 * The enquiry to a dealer: the chosen dealer ('No dealer selected' until one is), the search to
 * find one, and Send, enabled only with a configuration, a dealer and a login with its profile.
 */
export function DealerEnquiry({ modelName, onSent }: { modelName: string; onSent?: () => void }) {
  useSignals();
  const { t } = useTranslation();
  const { Brand, CdcApplicationSettings } = useAppSettings();
  const titleId = useId();
  const searchId = useId();
  const configurationId = $configuration.value?.ConfigurationId;
  useEffect(() => {
    if (configurationId) restoreChosenDealer(configurationId);
  }, [configurationId]);
  if (!CdcApplicationSettings.CdcEnabled) return <p className="note">{t('summary.dealer.noAccounts')}</p>;

  const account = $account.value;
  const chosen = $chosenDealer.value;
  const open = $dealerSearchOpen.value;
  const state = $enquiryState.value;
  const sending = state === 'sending';
  const canSend = $configuration.value !== null && chosen !== null && account !== null && !sending;
  const send = async () => {
    if (!chosen || !account) return;
    const sent = await sendDealerEnquiry({
      brand: Brand,
      copyright: copyrightLine(t),
      dealer: chosen,
      account,
    });
    if (!sent) return;
    showToast(t('toasts.offerSent'));
    onSent?.();
  };

  return (
    <section className="dealer-enquiry" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('summary.dealer.title')}</h3>
      <div className="chosen-dealer">
        {chosen ? (
          <p className="chosen-dealer-address">
            <strong>{chosen.Name}</strong>
            <br />
            {t('summary.dealer.address', {
              street: chosen.Street,
              postCode: chosen.PostCode,
              town: chosen.Town,
            })}
          </p>
        ) : (
          <p className="no-dealer">{t('summary.dealer.noDealerSelected')}</p>
        )}
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-controls={open ? searchId : undefined}
          disabled={sending}
          onClick={() => {
            $dealerSearchOpen.value = !open;
          }}
        >
          {chosen ? t('summary.dealer.change') : t('summary.dealer.find')}
        </button>
      </div>
      {open ? <DealerSearch id={searchId} modelName={modelName} /> : null}
      <LoginRequiredHint />
      <button
        type="button"
        className="button primary dealer-send"
        disabled={!canSend}
        aria-busy={sending}
        onClick={() => void send()}
      >
        {sending ? <span className="button-spinner" aria-hidden="true" /> : null}
        {sending
          ? t('summary.dealer.sending')
          : state === 'error'
            ? t('summary.dealer.retry')
            : t('summary.dealer.send')}
      </button>
      {state === 'error' ? (
        <p className="field-error" role="alert">
          {t('errors.sendingEmail')}
        </p>
      ) : null}
    </section>
  );
}
