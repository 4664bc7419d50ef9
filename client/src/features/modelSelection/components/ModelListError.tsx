import { useTranslation } from 'react-i18next';
import type { ModelListFailure } from '../api/modelListFailure.js';

interface ModelListErrorProps {
  failure: ModelListFailure;
  companyId: string;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * The model list did not come: what happened, and a retry (the connection may be back, the link
 * fixed). A country that no market serves reads as the configurator not being available there.
 */
export function ModelListError({ failure, companyId, retrying, onRetry }: ModelListErrorProps) {
  const { t } = useTranslation();
  if (failure === 'unknownMarket') return <p className="not-available">{t('errors.notAvailable')}</p>;
  const message = {
    network: t('modelSelection.networkFailed'),
    unknownCompany: t('modelSelection.unknownCompany', { company: companyId }),
    other: t('modelSelection.loadFailed'),
  }[failure];
  return (
    <div className="model-list-error">
      <p role="alert">{message}</p>
      <button
        type="button"
        className="button primary"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying}
      >
        {retrying ? t('common.loading') : t('common.retry')}
      </button>
    </div>
  );
}
