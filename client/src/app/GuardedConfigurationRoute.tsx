import { useSignals } from '@preact/signals-react/runtime';
import { Redirect, useSearch } from 'wouter';
import { carriedSearch } from '../lib/carriedSearch.js';
import { $vehicle } from '../stores/configurationStore.js';
import { ConfigurationScreen } from './ConfigurationScreen.js';

/**
 * Opens only when the model id is given and that vehicle's parts are loaded; otherwise back to /.
 * A configuration named in the address goes along (a reload here): / leads to /main, which opens it.
 */
export function GuardedConfigurationRoute({ modelId }: { modelId: string | undefined }) {
  useSignals();
  const search = useSearch();
  const vehicle = $vehicle.value;
  const partsLoaded = vehicle !== null && vehicle.ModelId === modelId && vehicle.AvailableParts.length > 0;
  if (!modelId || !partsLoaded) {
    const named = new URLSearchParams(search).has('configurationId');
    return <Redirect to={`/${named ? carriedSearch(search, []) : carriedSearch(search)}`} replace />;
  }
  return <ConfigurationScreen modelId={modelId} />;
}
