import {
  controlErrorKey,
  isDialogFormValid,
  SAVE_CONFIGURATION_FORM,
  type SendState,
  saveDialogButtons,
} from '@configurator/domain/forms/dialogForms';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $preservableSaveDetails,
  $wasRecentlyCreated,
  type SaveDetails,
} from '../../../stores/configurationStore.js';
import { openDialog } from '../../../stores/dialogStore.js';
import { showToast } from '../../../stores/toastStore.js';
import { type FailureDetail, failureDetail, storedSaveDetails } from '../api/outputCalls.js';
import { saveForCustomer } from '../api/saveForCustomer.js';
import { FormField } from './FormField.js';
import { type OutputDialogProps, OutputFailure, OutputFrame } from './OutputFrame.js';
import { SendButton } from './SendButton.js';
import './outputDialogs.css';

type Field = keyof typeof SAVE_CONFIGURATION_FORM;
type Values = Record<Field, string>;

const FIELDS: readonly { field: Field; label: string; max: number; multiline?: boolean }[] = [
  { field: 'Vin', label: 'outputs.save.vin', max: 40 },
  { field: 'OrderNumber', label: 'outputs.save.orderNumber', max: 60 },
  { field: 'Firstname', label: 'outputs.firstname', max: 100 },
  { field: 'Lastname', label: 'outputs.lastname', max: 100 },
  { field: 'Comment', label: 'outputs.save.comment', max: 2000, multiline: true },
];

function valuesOf(stored: SaveDetails | null): Values {
  return {
    Vin: stored?.Vin ?? '',
    OrderNumber: stored?.OrderNumber ?? '',
    Firstname: stored?.Firstname ?? '',
    Lastname: stored?.Lastname ?? '',
    Comment: stored?.Comment ?? '',
  };
}

const optional = (value: string) => value.trim() || null;
const isBlank = (values: Values) => Object.values(values).every((value) => value === '');

/**
 * The visit may have loaded the configuration before the dealer's login was known, and the server
 * shows stored details only to the dealer who saved them: then they are read again now, and fill
 * the form unless the dealer has begun typing.
 */
function useStoredDetails(configurationId: string, fill: (details: SaveDetails) => void) {
  useEffect(() => {
    if ($preservableSaveDetails.peek() || $wasRecentlyCreated.peek()) return;
    let open = true;
    storedSaveDetails(configurationId).then(
      (details) => {
        // A load of the configuration meanwhile (the screen's own) may have brought them first.
        const known = $preservableSaveDetails.peek() ?? details;
        if (!known) return;
        $preservableSaveDetails.value = known;
        if (open) fill(known);
      },
      (error: unknown) => console.warn('the stored save details could not be read', error),
    );
    return () => {
      open = false;
    };
  }, [configurationId, fill]);
}

/**
 * The dealer's save with customer details, prefilled with the details stored with the configuration.
 * Save keeps the configuration; save-as-new stores a copy (only for changed details, never for a
 * configuration just created) and the visit continues on the copy. A save opens its confirmation.
 */
export function SaveConfigurationDialog({ title, configurationId }: OutputDialogProps) {
  useSignals();
  const { t } = useTranslation();
  const stored = $preservableSaveDetails.value;
  const [values, setValues] = useState<Values>(() => valuesOf($preservableSaveDetails.peek()));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [sendState, setSendState] = useState<SendState>('none');
  const [pressed, setPressed] = useState<'save' | 'saveAsNew'>('save');
  const [failure, setFailure] = useState<FailureDetail | null>(null);
  const fill = useCallback(
    (details: SaveDetails) => setValues((current) => (isBlank(current) ? valuesOf(details) : current)),
    [],
  );
  useStoredDetails(configurationId, fill);

  const buttons = saveDialogButtons({
    stored,
    current: values,
    wasRecentlyCreated: $wasRecentlyCreated.value,
    sendState,
  });
  const errorOf = (field: Field, marked = touched) =>
    controlErrorKey(SAVE_CONFIGURATION_FORM[field], values[field], marked.has(field));
  const showFormError = FIELDS.some(({ field }) => errorOf(field) !== undefined);
  const locked = sendState === 'sending' || sendState === 'success';

  const save = async (saveAsNew: boolean) => {
    setTouched(new Set(FIELDS.map(({ field }) => field)));
    if (!isDialogFormValid(SAVE_CONFIGURATION_FORM, values)) return;
    setPressed(saveAsNew ? 'saveAsNew' : 'save');
    setSendState('sending');
    setFailure(null);
    const details = {
      Vin: optional(values.Vin),
      OrderNumber: optional(values.OrderNumber),
      Firstname: values.Firstname.trim(),
      Lastname: values.Lastname.trim(),
      Comment: optional(values.Comment),
    };
    try {
      const savedId = await saveForCustomer(configurationId, details, saveAsNew);
      setSendState('success');
      showToast(t('toasts.configurationSaved'));
      openDialog({
        kind: 'savedConfiguration',
        data: { configurationId: savedId, firstname: details.Firstname, lastname: details.Lastname },
      });
    } catch (error) {
      console.warn('saving the configuration failed', error);
      setFailure(failureDetail(error));
      setSendState('error');
    }
  };

  return (
    <OutputFrame
      title={sendState === 'error' ? t('outputs.save.failedTitle') : title}
      actions={
        <>
          {buttons.saveAsNewVisible ? (
            <SendButton
              state={pressed === 'saveAsNew' ? sendState : 'none'}
              label={t('outputs.save.saveAsNew')}
              doneLabel={t('outputs.save.saved')}
              onClick={() => void save(true)}
              disabled={!buttons.saveAsNewEnabled}
              className="save-as-new"
            />
          ) : null}
          <SendButton
            state={pressed === 'save' ? sendState : 'none'}
            label={t('outputs.save.save')}
            doneLabel={t('outputs.save.saved')}
            onClick={() => void save(false)}
            disabled={!buttons.saveEnabled}
            primary
            className="save-details"
          />
        </>
      }
    >
      <form
        className="output-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(false);
        }}
      >
        {FIELDS.map(({ field, label, max, multiline }) => {
          const errorKey = errorOf(field);
          return (
            <FormField
              key={field}
              label={t(label)}
              value={values[field]}
              onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
              onBlur={() => setTouched((current) => new Set(current).add(field))}
              error={errorKey ? t(errorKey) : undefined}
              required={SAVE_CONFIGURATION_FORM[field].required}
              disabled={locked}
              multiline={multiline}
              maxLength={max}
            />
          );
        })}
        {showFormError ? (
          <p className="form-error" role="alert">
            {t('errors.saveConfigurationErrorsMsg')}
          </p>
        ) : null}
      </form>
      {sendState === 'error' && failure ? (
        <OutputFailure text={t('outputs.save.failedText')} failure={failure} />
      ) : null}
    </OutputFrame>
  );
}
