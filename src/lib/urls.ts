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

/** An absolute http(s) address (social networks, external links). Null when fine, else the message. */
export function webAddressProblem(value: string): string | null {
  if (unsafeCharacters.test(value) || !/^https?:\/\//i.test(value) || !absolute(value)) {
    return 'Escribe una dirección completa que empiece con https://, sin espacios ni comillas.'
  }
  return null
}

/** A link: a path of this site (/licenciaturas) or an absolute http(s) address. */
export function linkProblem(value: string): string | null {
  // '//host' and '/\host' are addresses of another site to a browser, not paths of this one.
  const sitePath = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
  if (!unsafeCharacters.test(value) && (sitePath || (/^https?:\/\//i.test(value) && absolute(value)))) return null
  return 'El enlace debe ser una ruta del sitio que empiece con / (como /licenciaturas) o una dirección completa que empiece con https://, sin espacios ni comillas.'
}

/** An address the CSP allows as a media source (the radio stream): http(s), nothing that ends a directive. */
export function embedAddressProblem(value: string): string | null {
  return webAddressProblem(value) ?? (directiveBreakers.test(value) ? 'La dirección no puede llevar punto y coma ni comas.' : null)
}

/** The map services whose embeds the campus pages may frame: host, and the path the embed lives under. */
export const mapEmbedHosts: readonly { host: string; path: string }[] = [
  { host: 'www.google.com', path: '/maps/embed' },
  { host: 'maps.google.com', path: '/maps' },
  { host: 'www.openstreetmap.org', path: '/export/embed.html' },
]

/** A campus map to frame: https, on one of `mapEmbedHosts`; its address (less the query) goes into the CSP. */
export function mapEmbedProblem(value: string): string | null {
  const url = unsafeCharacters.test(value) || value.includes(';') ? null : absolute(value)
  const allowed = url && url.protocol === 'https:' && !url.port && mapEmbedHosts.some((h) => url.hostname === h.host && url.pathname.startsWith(h.path))
  if (!allowed || directiveBreakers.test(url.pathname)) {
    return 'Pega la dirección del mapa para insertar (https://www.google.com/maps/embed…, https://maps.google.com/… o https://www.openstreetmap.org/export/embed.html…), sin espacios, comillas ni punto y coma.'
  }
  return null
}
