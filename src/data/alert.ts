import 'server-only'
import { momentOf, type AlertSeverity } from '@/lib/siteAlert'
import { payloadClient } from './payload'
import { cachedRead, readerOptions } from './read'
import { cacheTags } from '@/cache'

export type SiteAlert = {
  /** The published version (its time): a visitor who closed one version sees the next. */
  version: string
  severidad: AlertSeverity
  texto: string
  enlace: string | null
  texto_enlace: string | null
  inicio: number | null
  fin: number | null
}

/** The published site-wide alert when it is turned on, whatever its dates (the banner decides by the clock); else null. */
export const getSiteAlert = cachedRead('site-alert', [cacheTags.alert], async (): Promise<SiteAlert | null> => {
  const payload = await payloadClient()
  const a = await payload.findGlobal({
    slug: 'aviso',
    depth: 0,
    overrideAccess: false,
    ...readerOptions({ global: 'aviso' }),
    select: { activo: true, severidad: true, texto: true, enlace: true, texto_enlace: true, inicio: true, fin: true, updatedAt: true },
  })
  const texto = a.texto?.trim()
  if (!a.activo || !texto) return null
  return {
    version: a.updatedAt ?? '',
    severidad: a.severidad ?? 'informativo',
    texto,
    enlace: a.enlace || null,
    texto_enlace: a.texto_enlace?.trim() || null,
    inicio: momentOf(a.inicio),
    fin: momentOf(a.fin),
  }
})
