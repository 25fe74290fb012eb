/** The little of jsdom the site's accessibility check uses (src/cms/jobs/accessibilityCheck.ts). */
declare module 'jsdom' {
  export class VirtualConsole {}
  export class JSDOM {
    constructor(
      html: string,
      options: { url: string; runScripts: 'outside-only'; pretendToBeVisual: boolean; virtualConsole: VirtualConsole },
    )
    readonly window: { eval: (code: string) => unknown; close: () => void }
  }
}
