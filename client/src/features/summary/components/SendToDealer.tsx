import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginRequiredHint } from '../../account/components/LoginRequiredHint.js';
import { $account } from '../../account/stores/accountStore.js';
import { useAppSettings } from '../../brand/api/appSettings.js';
import { $configuration } from '../../configuration/stores/configurationStore.js';
import { $country } from '../../shell/stores/shellStore.js';
import { showToast } from '../../toasts/stores/toastStore.js';
import { runSendToDealer } from '../api/outputActions.js';
import { dealersOf } from '../api/summaryCalls.js';
import { $sendState } from '../stores/summaryStore.js';

function DealerChooser() {
  useSignals();
  const { t } = useTranslation();
  const { Brand } = useAppSettings();
  const selectId = useId();
  const country = $country.value;
  const account = $account.value;
  const [dealerNo, setDealerNo] = useState('');
  const [tried, setTried] = useState(false);
  const dealers = useQuery({
    queryKey: ['dealers', Brand, country],
    queryFn: () => dealersOf(Brand, country),
    staleTime: 5 * 60_000,
  });
  const chosen = dealers.data?.find((dealer) => dealer.DealerNo === dealerNo) ?? null;
  const sending = $sendState.value === 'pending';
  const send = async () => {
    setTried(true);
    if (!chosen || !account) return;
    const sent = await runSendToDealer({
      dealer: chosen,
      userProfileId: account.UID,
      userProfile: { firstName: account.firstName, lastName: account.lastName, email: account.email },
    });
    if (sent) showToast(t('toasts.offerSent'));
  };
  return (
    <div className="dealer-chooser">
      <label htmlFor={selectId}>{t('summary.dealer.choose')}</label>
      <select
        id={selectId}
        value={dealerNo}
        onChange={(event) => setDealerNo(event.target.value)}
        disabled={sending || !dealers.data}
      >
        <option value="">{dealers.isPending ? t('common.loading') : t('summary.dealer.none')}</option>
        {dealers.data?.map((dealer) => (
          <option key={dealer.DealerNo} value={dealer.DealerNo}>
            {t('summary.dealer.option', {
              name: dealer.Name,
              street: dealer.Street,
              postCode: dealer.PostCode,
              town: dealer.Town,
            })}
          </option>
        ))}
      </select>
      {tried && !chosen ? <p className="field-error">{t('summary.dealer.noDealerSelected')}</p> : null}
      <button
        type="button"
        className="button primary"
        onClick={() => void send()}
        disabled={sending || !$configuration.value || !account}
      >
        {sending ? t('summary.dealer.sending') : t('summary.dealer.send')}
      </button>
    </div>
  );
}

/**
 * Send to dealer: only when DealerSearch2DEnabled is on and the model has ShowOfferButton. The offer
 * needs a login with the profile loaded, so the hint to log in comes first.
 */
export function SendToDealer({ showOfferButton }: { showOfferButton: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const { DealerSearch2DEnabled, CdcApplicationSettings } = useAppSettings();
  const [open, setOpen] = useState(false);
  if (!DealerSearch2DEnabled || !showOfferButton) return null;
  return (
    <div className="send-to-dealer">
      <button
        type="button"
        className="button primary summary-send"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {t('summary.dealer.open')}
      </button>
      {open ? (
        !CdcApplicationSettings.CdcEnabled ? (
          <p className="note">{t('summary.dealer.noAccounts')}</p>
        ) : $account.value ? (
          <DealerChooser />
        ) : (
          <LoginRequiredHint />
        )
      ) : null}
    </div>
  );
}
