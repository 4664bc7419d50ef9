/** The browser tests' Chromium: the project's one launcher (render-sim/src/chromium.ts). */
export { launchChromium } from '@configurator/render-sim/chromium';
