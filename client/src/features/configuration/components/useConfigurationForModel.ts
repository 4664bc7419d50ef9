import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { carriedSearch } from '../../../lib/carriedSearch.js';
import { createConfiguration } from '../api/configurationCalls.js';
import { $configuration } from '../stores/configurationStore.js';

/**
 * The configuration of the model on the 2D screen: created with a call when none exists; when that
 * fails, the visitor goes back to /main. Answers whether the model's configuration is there.
 */
export function useConfigurationForModel(modelId: string): boolean {
  useSignals();
  const [, navigate] = useLocation();
  const search = useSearch();
  const creating = useRef(false);
  const hasConfiguration = $configuration.value?.ModelId === modelId;

  useEffect(() => {
    if (hasConfiguration || creating.current) return;
    creating.current = true;
    createConfiguration(modelId)
      .catch((error: unknown) => {
        // The error catalogue: logged 'no config', back to /main.
        console.warn('no config', error);
        navigate(`~/main${carriedSearch(search)}`, { replace: true });
      })
      .finally(() => {
        creating.current = false;
      });
  }, [hasConfiguration, modelId, navigate, search]);

  return hasConfiguration;
}
