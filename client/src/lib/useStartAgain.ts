import { useLocation, useSearch } from 'wouter';
import { exitConfiguration } from '../stores/configurationStore.js';
import { carriedSearch } from './carriedSearch.js';

/** 'New configuration': the configuration is left and the visitor is back at /main, query kept. */
export function useStartAgain(): () => void {
  const [, navigate] = useLocation();
  const search = useSearch();
  return () => {
    exitConfiguration();
    navigate(`~/main${carriedSearch(search)}`);
  };
}
