import { screenPhase } from '@configurator/domain/screen/screenPhase';
import { useSignalEffect, useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ColourSwatches } from '../features/configuration/components/ColourSwatches.js';
import { BottomBar3D } from '../features/overview3d/components/BottomBar3D.js';
import { Overview3D } from '../features/overview3d/components/Overview3D.js';
import { Summary3D } from '../features/overview3d/components/Summary3D.js';
import { CategoryList } from '../features/parts/components/CategoryList.js';
import { PartDetailPanel } from '../features/parts/components/PartDetailPanel.js';
import { $detailPartId, closePartDetail } from '../features/parts/stores/partDetailStore.js';
import { $categoriesOpen } from '../features/parts/stores/partsStore.js';
import { LoginPanel3D } from '../features/stream3d/components/LoginPanel3D.js';
import {
  EngineBusyHint,
  InactivityPrompt,
  OrientationHint,
  TimedOutHint,
} from '../features/stream3d/components/StreamHints.js';
import { StreamView } from '../features/stream3d/components/StreamView.js';
import { streamToken, useStream3D } from '../features/stream3d/components/useStream3D.js';
import { WaitingRoom } from '../features/stream3d/components/WaitingRoom.js';
import { useActivityReport } from '../features/stream3d/stores/activityReport.js';
import { confirmActive, restartStream, stopStream } from '../features/stream3d/stores/stream3dStore.js';
import { clipGroupOf } from '../features/stream3d/stores/waitingRoomClips.js';
import { ShowDebugTools } from '../features/tools3d/components/DebugTools.js';
import { ToolsPanel } from '../features/tools3d/components/ToolsPanel.js';
import { UndoRedoButtons } from '../features/undoRedo/components/UndoRedoButtons.js';
import { XbowColorPanel } from '../features/xbowColors/components/XbowColorPanel.js';
import { showChosenColors } from '../features/xbowColors/stores/colorChangeFlow.js';
import { addThreeDTexts } from '../i18n/threeDTexts.js';
import { useBrand } from '../lib/appSettings.js';
import { carriedSearch } from '../lib/carriedSearch.js';
import { trpc } from '../lib/trpcClient.js';
import { $account, $identityStatus } from '../stores/accountStore.js';
import {
  $configuration,
  $contentReplaced,
  $culture,
  $dealerInquirySent,
  $is3DMode,
  $isXBow,
  $vehicleOverview,
  exitConfiguration,
} from '../stores/configurationStore.js';
import {
  $engineReady,
  $openPanel,
  $streamState,
  $userDidTimeoutInStream,
  $userInactive,
  type StreamPanel,
} from '../stores/streamStore.js';
import { $showPartDetail } from '../stores/viewsStore.js';
import '../features/stream3d/components/stream3d.css';

interface ConfigurationScreen3DProps {
  modelId: string;
  name: string;
  isXBow: boolean;
}

/** Tools open: the vehicle moves right; a panel on the right (parts, overview, colours): left. */
function shiftOf(panel: StreamPanel): 'right' | 'left' | 'none' {
  if (panel === 'tools') return 'right';
  return panel ? 'left' : 'none';
}

function RailButton({ panel, label }: { panel: Exclude<StreamPanel, null>; label: string }) {
  useSignals();
  const open = $openPanel.value === panel;
  return (
    <button
      type="button"
      className={`button rail-button rail-${panel}${open ? ' active' : ''}`}
      aria-expanded={open}
      onClick={() => ($openPanel.value = open ? null : panel)}
    >
      {label}
    </button>
  );
}

/**
 * The 3D configuration screen: the header, then by phase the login, the waiting room, the live
 * stream with its tools, parts menu, X-Bow colours, overview and bottom bar, or the summary after
 * a dealer enquiry. The configuration itself is the one the 2D screen would use (created or reopened
 * by the caller); leaving to /main ends the stream.
 */
export function ConfigurationScreen3D({ modelId, name, isXBow }: ConfigurationScreen3DProps) {
  useSignals();
  const { t, i18n } = useTranslation();
  // The 3D texts load with this screen's code; added before anything below asks for them.
  addThreeDTexts(i18n);
  const [, navigate] = useLocation();
  const search = useSearch();
  const brand = useBrand();
  const loggedIn = $account.value !== null;
  const configurationId = $configuration.value?.ConfigurationId ?? null;
  const video = new URLSearchParams(search).get('video') === 'jpeg' ? 'jpeg' : 'webrtc';

  useEffect(() => {
    $is3DMode.value = true;
    $isXBow.value = isXBow;
  }, [isXBow]);

  useStream3D({ configurationId, culture: $culture.value, loggedIn, video });
  useActivityReport($engineReady.value);

  // The parts menu is the 2D list in the 3D panel: it shows while the panel names it.
  useSignalEffect(() => {
    const open = $openPanel.value === 'categories';
    $categoriesOpen.value = open;
    if (!open && $showPartDetail.peek()) closePartDetail();
  });

  useSignalEffect(() => {
    if ($userInactive.value) $openPanel.value = null;
  });

  // Undo and redo may bring back other X-Bow colours: the stream shows them again (parts and the
  // variation follow by themselves).
  useSignalEffect(() => {
    if ($contentReplaced.value > 0 && isXBow && $engineReady.peek()) void showChosenColors();
  });

  useEffect(
    () => () => {
      $openPanel.value = null;
      $categoriesOpen.value = false;
    },
    [],
  );

  const phase = screenPhase({
    identityLoaded: $identityStatus.value === 'ready' || $identityStatus.value === 'unavailable',
    loggedIn,
    engineReady: $engineReady.value,
    dealerInquirySent: $dealerInquirySent.value,
  });

  const goBack = () => {
    stopStream();
    exitConfiguration();
    navigate(`~/main${carriedSearch(search)}`);
  };
  const retry = () => void streamToken().then((token) => token && restartStream(token));
  const confirm = () => void streamToken().then((token) => confirmActive(token));
  const shareUrl = async () =>
    configurationId ? (await trpc.configuration.share.mutate({ configurationId })).url : null;

  if (phase === 'summary') {
    return (
      <div className="configuration-3d phase-summary">
        <Summary3D onBack={() => ($dealerInquirySent.value = false)} />
      </div>
    );
  }

  const partsLabel = isXBow ? t('menu.xbowCustomization') : t('menu.parts3D');
  return (
    <div className={`configuration-3d phase-${phase} shift-${shiftOf($openPanel.value)}`} data-phase={phase}>
      <header className="header-3d">
        <button type="button" className="button back-3d" onClick={goBack}>
          {t('rendering3d.goBack')}
        </button>
        <h1>{name}</h1>
        {phase === 'configurator' ? <UndoRedoButtons className="on-stream" /> : null}
      </header>
      <div className="stage-3d">
        {loggedIn ? <StreamView /> : null}
        {phase === 'login' ? <LoginPanel3D modelName={name} /> : null}
        {phase === 'identityPending' ? <p className="stream-pending">{t('common.loading')}</p> : null}
        {phase === 'waitingRoom' && !$userDidTimeoutInStream.value && $streamState.value !== 'BROKEN' ? (
          <WaitingRoom clipGroup={clipGroupOf(modelId, brand, isXBow)} isXBow={isXBow} />
        ) : null}
        {phase === 'configurator' ? (
          <>
            <nav className="rail-3d" aria-label={t('rendering3d.menu')}>
              <RailButton panel="tools" label={t('rendering3d.tools')} />
              <RailButton panel="categories" label={partsLabel} />
              {isXBow ? <RailButton panel="colors" label={t('xbowColors.heading')} /> : null}
              <RailButton panel="overview" label={t('rendering3d.overview')} />
            </nav>
            {isXBow ? null : (
              <div className="colours-3d">
                <ColourSwatches variations={$vehicleOverview.value?.Variations ?? []} />
              </div>
            )}
            <div className="panel-left-3d">
              <ToolsPanel />
            </div>
            <div className="panel-right-3d">
              {$openPanel.value === 'categories' ? (
                $showPartDetail.value ? (
                  <PartDetailPanel key={$detailPartId.value ?? 'none'} scrollIntoView={false} />
                ) : (
                  <CategoryList variant="3d" />
                )
              ) : null}
              <XbowColorPanel />
            </div>
            <Overview3D />
            <BottomBar3D />
            <ShowDebugTools />
            <OrientationHint />
          </>
        ) : null}
        <EngineBusyHint onTryAgain={retry} />
        <InactivityPrompt onConfirm={confirm} />
        <TimedOutHint
          onRestart={retry}
          onChooseModel={goBack}
          onNewConfiguration={() => window.location.reload()}
          shareUrl={shareUrl}
        />
      </div>
    </div>
  );
}
