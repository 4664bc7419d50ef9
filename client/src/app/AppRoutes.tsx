import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ModelSelectionScreen } from '../features/modelSelection/components/ModelSelectionScreen.js';
import { Spinner } from '../ui/Spinner.js';
import { RouteFade } from './RouteFade.js';
import { MainWrapper } from './shell/MainWrapper.js';

// Screens away from the first page load in chunks of their own.
const loadConfigurationScreen = () => import('./ConfigurationScreen.js');
const ConfigurationScreen = lazy(() =>
  loadConfigurationScreen().then((m) => ({
    default: m.ConfigurationScreen,
  })),
);
const GuardedConfigurationRoute = lazy(() =>
  import('./GuardedConfigurationRoute.js').then((m) => ({
    default: m.GuardedConfigurationRoute,
  })),
);
const OverviewPage = lazy(() =>
  import('../features/overview/components/OverviewPage.js').then((m) => ({ default: m.OverviewPage })),
);
const PreviewScreen = lazy(() =>
  import('../features/imageViewer/components/PreviewScreen.js').then((m) => ({ default: m.PreviewScreen })),
);
const SandboxScreen = lazy(() =>
  import('../features/sandbox/components/SandboxScreen.js').then((m) => ({ default: m.SandboxScreen })),
);
const AccountPage = lazy(() =>
  import('../features/account/components/AccountPage.js').then((m) => ({ default: m.AccountPage })),
);
const AuthCallback = lazy(() =>
  import('../features/account/components/AuthCallback.js').then((m) => ({ default: m.AuthCallback })),
);
const FinishScreen = lazy(() =>
  import('../features/summary/components/FinishScreen.js').then((m) => ({ default: m.FinishScreen })),
);
const DealerHistoryScreen = lazy(() =>
  import('../features/dealerHistory/components/DealerHistoryScreen.js').then((m) => ({
    default: m.DealerHistoryScreen,
  })),
);
const HistoryReplayScreen = lazy(() =>
  import('../features/dealerHistory/components/HistoryReplayScreen.js').then((m) => ({
    default: m.HistoryReplayScreen,
  })),
);
const CompareScreen = lazy(() =>
  import('../features/compare/components/CompareScreen.js').then((m) => ({ default: m.CompareScreen })),
);
const PageNotFound = lazy(() =>
  import('../features/notFound/components/PageNotFound.js').then((m) => ({ default: m.PageNotFound })),
);

/**
 * An address entered straight on the configuration screen (a reload, a shared link) fetches the
 * screen's chunk as the script starts, beside the settings call, instead of after it.
 */
export function preloadScreenOf(pathname: string): void {
  if (/^\/main\/configuration\/[^/]+\/categories\/?$/.test(pathname)) void loadConfigurationScreen();
}

function RedirectToMain() {
  const search = useSearch();
  return <Redirect to={`/main${search ? `?${search}` : ''}`} replace />;
}

function MainRoutes() {
  return (
    <MainWrapper>
      <Switch>
        <Route path="/overview/:modelId">{(params) => <OverviewPage modelId={params.modelId} />}</Route>
        <Route path="/configuration/:modelId/categories">
          {(params) => <ConfigurationScreen key={params.modelId} modelId={params.modelId} />}
        </Route>
        <Route path="/configuration/:modelId/finish">
          {(params) => <FinishScreen modelId={params.modelId} />}
        </Route>
        <Route path="/history">
          <DealerHistoryScreen />
        </Route>
        <Route path="/history/:configurationId">
          {(params) => (
            <HistoryReplayScreen key={params.configurationId} configurationId={params.configurationId} />
          )}
        </Route>
        <Route path="/account">
          <AccountPage />
        </Route>
        <Route path="/compare">
          <CompareScreen />
        </Route>
        {/* /main, /main/motorcycles and any other path inside /main: the model selection. */}
        <Route>
          <ModelSelectionScreen />
        </Route>
      </Switch>
    </MainWrapper>
  );
}

/** The route table of the specification. */
export function AppRoutes() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <RouteFade routeKey={location}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Switch>
          <Route path="/">
            <RedirectToMain />
          </Route>
          <Route path="/main" nest>
            <MainRoutes />
          </Route>
          <Route path="/configuration/:modelId">
            {(params) => <GuardedConfigurationRoute modelId={params.modelId} />}
          </Route>
          <Route path="/preview">
            <PreviewScreen />
          </Route>
          {/* Where the identity provider returns after a login (the registered redirect URI). */}
          <Route path="/auth/callback">
            <AuthCallback />
          </Route>
          <Route path="/sandbox">
            <SandboxScreen />
          </Route>
          <Route path="/page-not-found">
            <PageNotFound />
          </Route>
          <Route>
            <Redirect to="/page-not-found" replace />
          </Route>
        </Switch>
      </Suspense>
    </RouteFade>
  );
}
