/**
 * Timings and limits of the shell (spec sections 9 of both documents), in one place so the browser
 * client, the bff and the tests agree on them. Stream-specific values live in stream/streamConstants.ts,
 * inactivity thresholds in screen/inactivity.ts.
 */

/** A toast hides itself after this long; a new toast replaces the current one. */
export const TOAST_DURATION_MS = 1900;
/** Route changes fade out and in over this long each. */
export const ROUTE_FADE_MS = 300;
export const MENU_TRANSITION_MS = 0;

export const TYPING_MS_PER_CHARACTER = 25;
export const LOADING_DOTS_MIN = 1;
export const LOADING_DOTS_MAX = 5;
export const LOADING_DOTS_INTERVAL_MS = 1000;
/** The waiting room rotates its rotate/zoom/focus instructions at this pace. */
export const WAITING_ROOM_STEP_MS = 4000;
export const WAITING_ROOM_INSTRUCTION_COUNT = 3;

export const FIRST_ACCOUNT_SAVE_DELAY_MS = 1000;
/** After a stream time-out the back link fetches the share URL and waits this long before leaving. */
export const TIMEOUT_BACK_LINK_DELAY_MS = 600;
export const SANDBOX_TRY_AGAIN_LOCK_MS = 10_000;

/** Deposit handed to the finance simulator, in the market currency's major units. */
export const FINANCE_DEPOSIT = 4000;
export const FINANCE_POLL_INTERVAL_MS = 200;
/** The simulator's monthly payment is shown rounded to this many decimals. */
export const FINANCE_MONTHLY_PAYMENT_DECIMALS = 2;

/** Widths at or below this count as small screens for the model list (segments, user guidance). */
export const SMALL_SCREEN_MAX_WIDTH = 767;
/** Phone layout applies to widths strictly below this. */
export const PHONE_LAYOUT_BELOW_WIDTH = 769;
/** Tablet layout applies to widths strictly below this. */
export const TABLET_LAYOUT_BELOW_WIDTH = 1024;

export const SCREENSHOT_SIZE_PX = 1080;
