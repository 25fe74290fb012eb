// The one upload limit of the site, in a plain module because next.config.mjs reads it too: the
// proxy (src/proxy.ts), Next.js (proxyClientMaxBodySize) and the back office's file parser
// (payload.config.ts `upload`) all cut at the same size, so an upload is either refused with a
// Spanish message before anything reads it, or arrives whole.

/** The largest file a person may upload: 25 MB, a phone photo or a long PDF with room to spare. */
export const uploadMaxBytes = 25 * 1024 * 1024

/** The same limit as people read it. */
export const uploadMaxLabel = '25 MB'

/**
 * One upload request carries the file and the form's other fields (the alt text, the focal point)
 * in multipart framing; 1 MB covers those, so a file just under the limit is never cut short.
 */
export const uploadRequestMaxBytes = uploadMaxBytes + 1024 * 1024
