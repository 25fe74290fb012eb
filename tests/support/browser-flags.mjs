// Chromium 156 opens the address bar's two suggestion popups (pages of its own interface, in a
// renderer of their own) in every new window, headless too: 2–3 s of CPU each time, taken on two
// cores from the page under test or measure (docs/decisions/0031-lighthouse-en-esta-maquina.md).
// Turned off wherever we start it: the browser tests, the benchmarks and the screenshots.
export const browserFeaturesOff = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/** The switch for launchers that add no --disable-features of their own (Playwright merges its own with it). */
export const browserFeaturesOffFlag = `--disable-features=${browserFeaturesOff.join(',')}`

/** Debian's Chromium, as every browser we start uses it (never a downloaded one). */
export const chromiumPath = '/usr/bin/chromium'

/**
 * Debian's headless build of the same Chromium (package chromium-headless-shell), which the browser
 * tests drive: the same engine without the windowed browser's interface, it took 40 % less CPU for
 * the same tests here (a11y and home specs: 128 s against 214 s). The benchmarks and screenshots
 * keep the full browser, as a visitor's is.
 */
export const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell'

/** What every Playwright launch of ours passes: no sandbox (root), no GPU, the popups off. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', browserFeaturesOffFlag]
