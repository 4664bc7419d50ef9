import { useSignals } from '@preact/signals-react/runtime';
import { $vehicle } from '../../../stores/configurationStore.js';
import { closeDialog } from '../../../stores/dialogStore.js';
import { DialogFrame } from '../../../ui/DialogFrame.js';
import { DealerEnquiry } from './DealerEnquiry.js';

/**
 * The dialog kind sendConfigurationToDealer: the dealer enquiry for the configuration, closing once
 * it is sent. The opener may name the model (data.modelName); otherwise the configured vehicle's.
 */
export function DealerEnquiryDialog({ title, data }: { title: string; data?: Record<string, unknown> }) {
  useSignals();
  const modelName = typeof data?.modelName === 'string' ? data.modelName : ($vehicle.value?.Name ?? '');
  return (
    <DialogFrame title={title} onDismiss={closeDialog}>
      <DealerEnquiry modelName={modelName} onSent={closeDialog} />
    </DialogFrame>
  );
}
