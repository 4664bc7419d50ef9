import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { carriedSearch } from '../../../lib/carriedSearch.js';
import { closeDialog } from '../../../stores/dialogStore.js';
import { $sharedLink } from '../../../stores/outputStore.js';
import { OutputFrame } from './OutputFrame.js';
import './outputDialogs.css';

/** What the confirmation names: the configuration saved (the copy's id after save-as-new) and for whom. */
interface SavedConfiguration {
  configurationId: string;
  firstname: string;
  lastname: string;
}

/** The dialog data of a savedConfiguration dialog, or null when it does not name a saved configuration. */
export function savedConfigurationOf(data: Record<string, unknown> | undefined): SavedConfiguration | null {
  const { configurationId, firstname, lastname } = data ?? {};
  if (typeof configurationId !== 'string' || !configurationId) return null;
  if (typeof firstname !== 'string' || typeof lastname !== 'string') return null;
  return { configurationId, firstname, lastname };
}

/**
 * The confirmation after a dealer's save: saved, for which customer, under which id (and its share
 * link once the configuration was shared); closes, or goes on to the dealer's history.
 */
export function SavedConfigurationDialog({ title, saved }: { title: string; saved: SavedConfiguration }) {
  useSignals();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const shared = $sharedLink.value;
  const link = shared?.configurationId === saved.configurationId ? shared.url : null;
  return (
    <OutputFrame
      title={title}
      actions={
        <>
          <button type="button" className="button" onClick={closeDialog}>
            {t('common.close')}
          </button>
          <button
            type="button"
            className="button primary saved-to-history"
            onClick={() => {
              closeDialog();
              navigate(`~/main/history${carriedSearch(search)}`);
            }}
          >
            {t('outputs.saved.toHistory')}
          </button>
        </>
      }
    >
      <p>{t('outputs.saved.text')}</p>
      <dl className="saved-configuration">
        <dt>{t('outputs.saved.customer')}</dt>
        <dd>{`${saved.firstname} ${saved.lastname}`}</dd>
        <dt>{t('outputs.saved.configurationId')}</dt>
        <dd>
          <code>{saved.configurationId}</code>
        </dd>
        {link ? (
          <>
            <dt>{t('outputs.saved.shareLink')}</dt>
            <dd>
              <a href={link}>{link}</a>
            </dd>
          </>
        ) : null}
      </dl>
    </OutputFrame>
  );
}
