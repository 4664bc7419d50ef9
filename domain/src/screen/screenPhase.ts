/**
 * Which of the 3D screen's panels shows. The 3D configurator is for logged-in users only, so the login
 * gate comes before the stream; a dealer enquiry already sent wins over everything because the
 * user finished and the summary is the answer to that action.
 */
export interface ScreenFlags {
  /** The identity service script has loaded and its session check has answered. */
  identityLoaded: boolean;
  loggedIn: boolean;
  engineReady: boolean;
  dealerInquirySent: boolean;
}

/**
 * 'identityPending': not logged in and the identity service has not loaded (still loading, or its
 * script failed and login is disabled). Neither the login panel (it has nothing to show yet) nor the
 * stream (it needs a login) can appear, so the client shows its loading state there.
 */
export type ScreenPhase = 'summary' | 'login' | 'identityPending' | 'waitingRoom' | 'configurator';

export function screenPhase({
  identityLoaded,
  loggedIn,
  engineReady,
  dealerInquirySent,
}: ScreenFlags): ScreenPhase {
  if (dealerInquirySent) return 'summary';
  if (!loggedIn) return identityLoaded ? 'login' : 'identityPending';
  return engineReady ? 'configurator' : 'waitingRoom';
}
