import { useSignals } from '@preact/signals-react/runtime';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/appSettings.js';
import { trpc } from '../../../lib/trpcClient.js';
import { vehicleListQuery } from '../../../lib/vehicleListQuery.js';
import { requestContext } from '../../../stores/configurationStore.js';
import { SoundOffIcon, SoundOnIcon } from '../../../ui/icons.js';
import { $soundOn, $tryAgainPresses, $tryAgainSecondsLeft, pressTryAgain } from '../stores/sandboxStore.js';
import '../sandbox.css';

const API_BASE = '/api/posconfigurator';

function PdfTests() {
  const { t } = useTranslation();
  const brand = useBrand();
  const context = requestContext();
  const models = useQuery(vehicleListQuery(brand, context));
  const firstModel = models.data?.Segments[0]?.Vehicles[0]?.ModelId;
  const create = useMutation({
    mutationFn: (modelId: string) => trpc.configuration.create.mutate({ ...context, modelId }),
  });
  const id = create.data?.ConfigurationId;
  const query = new URLSearchParams({ c: context.c }).toString();
  return (
    <section>
      <h2>{t('sandbox.pdfHeading')}</h2>
      {!firstModel && models.isSuccess ? <p>{t('sandbox.noModels')}</p> : null}
      {id ? (
        <a
          className="button"
          href={`${API_BASE}/configuration/${id}/pdf?${query}`}
          download="configuration.pdf"
        >
          {t('sandbox.downloadPdf')}
        </a>
      ) : (
        <button
          type="button"
          className="button"
          disabled={!firstModel || create.isPending}
          onClick={() => firstModel && create.mutate(firstModel)}
        >
          {t('sandbox.createConfiguration')}
        </button>
      )}
    </section>
  );
}

/** A test page: the sound icons, the try-again lock and PDF downloads. */
export function SandboxScreen() {
  useSignals();
  const { t } = useTranslation();
  const soundOn = $soundOn.value;
  const secondsLeft = $tryAgainSecondsLeft.value;
  return (
    <div className="sandbox">
      <h1>{t('sandbox.heading')}</h1>
      <section>
        <button
          type="button"
          className="icon-button sound-toggle"
          aria-pressed={soundOn}
          aria-label={soundOn ? t('sandbox.soundOff') : t('sandbox.soundOn')}
          onClick={() => {
            $soundOn.value = !soundOn;
          }}
        >
          {soundOn ? <SoundOnIcon /> : <SoundOffIcon />}
        </button>
        <span>{t('sandbox.soundState', { state: soundOn ? t('sandbox.on') : t('sandbox.off') })}</span>
      </section>
      <section>
        <button
          type="button"
          className="button primary"
          disabled={secondsLeft > 0}
          onClick={() => pressTryAgain()}
        >
          {secondsLeft > 0 ? t('sandbox.tryAgainLocked', { seconds: secondsLeft }) : t('sandbox.tryAgain')}
        </button>
        <p>{t('sandbox.pressed', { count: $tryAgainPresses.value })}</p>
      </section>
      <PdfTests />
    </div>
  );
}
