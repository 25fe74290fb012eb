// Chromium 156 opens the address bar's two suggestion popups (pages of its own interface, in a
// renderer of their own) in every new window, headless too: 2–3 s of CPU each time, taken on two
// cores from the page under test or measure (docs/decisions/0031-lighthouse-en-esta-maquina.md).
// Turned off wherever we start it: the browser tests, the benchmarks and the screenshots.
export const browserFeaturesOff = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/** The switch for launchers that add no --disable-features of their own (Playwright merges its own with it). */
export const browserFeaturesOffFlag = `--disable-features=${browserFeaturesOff.join(',')}`

/** Debian's Chromium, as every browser we start uses it (never a downloaded one). */
export const chromiumPath = '/usr/bin/chromium'

/** What every Playwright launch of ours passes: no sandbox (root), no GPU, the popups off. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', browserFeaturesOffFlag]
