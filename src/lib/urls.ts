/**
 * The addresses editors type (links, social networks, the radio stream, campus maps), checked by
 * kind before they are saved. They end up in href attributes and, for the radio and the maps, in
 * the Content-Security-Policy header, so only the schemes and hosts each kind needs get through.
 */

// Whitespace, quotes and control characters: never part of an address we link or embed; in the
// CSP header ';' and ',' end a directive or a policy.
const unsafeCharacters = /[\s"'`<>\\\u0000-\u001f\u007f]/
const directiveBreakers = /[;,]/

function absolute(value: string): URL | null {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password ? url : null
  } catch {
    return null
  }
}

// Any origin we own serves the same paths; a made-up one is enough to see where a path leads.
const probeOrigin = 'https://sitio.invalid'

/**
 * Whether `value`, followed from a page of this site, keeps the visitor on it, read as a browser
 * reads it (WHATWG URL): tabs and newlines are dropped and a backslash is a slash there, so
 * `//host`, `/\host` and `/<tab>/host` lead to another site although they start with '/'.
 */
export function staysOnSite(value: string): boolean {
  if (!value.startsWith('/')) return false
  try {
    return new URL(value, probeOrigin).origin === probeOrigin
  } catch {
    return false
  }
}

/** An https address of another site with no user name or password in it, as a browser reads it; else null. */
export function secureAddress(value: string): URL | null {
  const url = /^https:\/\//i.test(value) ? absolute(value) : null
  return url?.protocol === 'https:' ? url : null
}

/** An absolute https address (social networks, external links). Null when fine, else the message. */
export function webAddressProblem(value: string): string | null {
  if (unsafeCharacters.test(value) || !secureAddress(value)) {
    return 'Escribe una dirección completa que empiece con https://, sin espacios ni comillas.'
  }
  return null
}

/** A link: a path of this site (/licenciaturas) or an https address of another, the rule of the redirects' targets. */
export function linkProblem(value: string): string | null {
  if (!unsafeCharacters.test(value) && (staysOnSite(value) || secureAddress(value))) return null
  return 'El enlace debe ser una ruta del sitio que empiece con / (como /licenciaturas) o una dirección completa que empiece con https://, sin espacios ni comillas.'
}

/** An address the CSP allows as a media source (the radio stream): https, nothing that ends a directive. */
export function embedAddressProblem(value: string): string | null {
  return webAddressProblem(value) ?? (directiveBreakers.test(value) ? 'La dirección no puede llevar punto y coma ni comas.' : null)
}

/** The map services whose embeds the campus pages may frame: host, and the path the embed lives under. */
const mapEmbedHosts: readonly { host: string; path: string }[] = [
  { host: 'www.google.com', path: '/maps/embed' },
  { host: 'maps.google.com', path: '/maps' },
  { host: 'www.openstreetmap.org', path: '/export/embed.html' },
]

/** A campus map to frame: https, on one of `mapEmbedHosts`; its address (less the query) goes into the CSP. */
export function mapEmbedProblem(value: string): string | null {
  const url = unsafeCharacters.test(value) || value.includes(';') ? null : absolute(value)
  const allowed =
    url && url.protocol === 'https:' && !url.port && mapEmbedHosts.some((h) => url.hostname === h.host && url.pathname.startsWith(h.path))
  if (!allowed || directiveBreakers.test(url.pathname)) {
    return 'Pega la dirección del mapa para insertar (https://www.google.com/maps/embed…, https://maps.google.com/… o https://www.openstreetmap.org/export/embed.html…), sin espacios, comillas ni punto y coma.'
  }
  return null
}
