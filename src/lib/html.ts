import { convertLexicalToHTML, defaultHTMLConverters, type HTMLConverters } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from 'lexical'
import sanitize from 'sanitize-html'

/** Hosts whose players and maps editors may embed in rich text. */
const embedHosts = ['www.youtube.com', 'www.youtube-nocookie.com', 'www.facebook.com', 'www.google.com', 'player.vimeo.com']

const policy: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: embedHosts,
  transformTags: {
    // The page's title is its heading 1: one in a text (stored before headings 1 were made 2 on
    // save, or pasted as HTML) reads as a section heading, never as bare text.
    h1: 'h2',
    // Links that open elsewhere never hand the opener to the other site.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
}

/** HTML safe to put in a page: no scripts, no on*= handlers, no javascript: URLs. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, policy)
}

const converters: HTMLConverters = {
  ...defaultHTMLConverters,
  blocks: {
    // Raw HTML pasted by editors goes out as is here and is sanitised with the rest below.
    htmlEmbed: ({ node }) => String((node as { fields?: { html?: unknown } }).fields?.html ?? ''),
  },
}

/** Lexical rich text (as Payload stores it) to sanitised HTML. */
export function richTextToHtml(state: unknown): string {
  if (!state || typeof state !== 'object' || !('root' in state)) return ''
  const html = convertLexicalToHTML({ data: state as SerializedEditorState, converters, disableContainer: true })
  return sanitizeHtml(html)
}

/** Closing block tags and line breaks: where one paragraph's words end and the next begin. */
const blockEnd = /<\/(?:p|div|h[1-6]|li|blockquote|pre|figcaption|td|th|tr|table|ul|ol)\s*>|<br\s*\/?>/gi

/** sanitize-html escapes text as HTML; plain text goes to React, which escapes it again. */
const escapes: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' }

/** Plain text of sanitised HTML, for excerpts: paragraphs separated by a space, entities decoded. */
export function htmlToText(html: string): string {
  const text = sanitize(html.replace(blockEnd, '$& '), { allowedTags: [], allowedAttributes: {} })
  return text
    .replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => escapes[entity]!)
    .replace(/\s+/g, ' ')
    .trim()
}
