import 'server-only'
import { richTextToHtml } from '@/lib/html'
import { focalPosition } from '@/lib/imageSlots'
import type { EmbedSources } from '@/guard/securityHeaders'
import { fileUrl } from './files'
import { payloadClient } from './payload'
import { cachedRead, readerOptions } from './read'
import { cacheTags, remembered } from '@/cache'

/** The site-settings global as pages use it: files as URLs, the privacy notice as sanitised HTML. */
export const getSettings = cachedRead('settings', [cacheTags.settings], async () => {
  const payload = await payloadClient()
  const s = await payload.findGlobal({ slug: 'configuracion-sitio', depth: 2, overrideAccess: false, ...readerOptions({ global: 'configuracion-sitio' }) })
  return {
    telefono: s.telefono,
    telefono_preparatoria: s.telefono_preparatoria,
    telefono_campus: s.telefono_campus,
    whatsapp: s.whatsapp,
    whatsapp_preparatoria: s.whatsapp_preparatoria,
    mensaje_whatsapp: s.mensaje_whatsapp,
    direccion: s.direccion,
    etiqueta_campus: s.etiqueta_campus,
    correo_admisiones: s.correo_admisiones,
    correo_titulacion: s.correo_titulacion,
    whatsapp_titulacion: s.whatsapp_titulacion,
    correo_practicas: s.correo_practicas,
    telefono_practicas: s.telefono_practicas,
    whatsapp_practicas: s.whatsapp_practicas,
    conocer_codigo_centro: s.conocer_codigo_centro,
    conocer_direccion: s.conocer_direccion,
    conocer_telefonos: s.conocer_telefonos,
    correo_conocer: s.correo_conocer,
    correo_quejas_conocer: s.correo_quejas_conocer,
    telefono_quejas_conocer: s.telefono_quejas_conocer,
    facebook: s.facebook,
    instagram: s.instagram,
    youtube: s.youtube,
    url_doctorados: s.url_doctorados,
    url_maestrias: s.url_maestrias,
    url_especialidades: s.url_especialidades,
    url_campus_virtual: s.url_campus_virtual,
    url_plataforma_virtual: s.url_plataforma_virtual,
    url_servoescolar: s.url_servoescolar,
    url_ugc_mas: s.url_ugc_mas,
    url_revista_cientifica: s.url_revista_cientifica,
    url_nafin: s.url_nafin,
    url_ulades: s.url_ulades,
    url_bolsa_trabajo: s.url_bolsa_trabajo,
    url_bolsa_practicas: s.url_bolsa_practicas,
    url_red_conocer: s.url_red_conocer,
    url_inscripcion_preparatoria: s.url_inscripcion_preparatoria,
    url_queja: s.url_queja,
    url_sugerencia: s.url_sugerencia,
    url_examen_ingles: s.url_examen_ingles,
    video_inicio: s.video_inicio,
    video_comunicacion: s.video_comunicacion,
    video_casos_exito: s.video_casos_exito,
    radio_stream_url: s.radio_stream_url,
    campus: (s.campus ?? []).map((c) => ({
      nombre: c.nombre,
      direccion: c.direccion,
      mapa_embed: c.mapa_embed,
      mapa_enlace: c.mapa_enlace,
      galeria: (c.galeria ?? []).map((m) => fileUrl(m)).filter((u): u is string => u !== null),
    })),
    reglamento_escolar: fileUrl(s.reglamento_escolar),
    certificado_iso: fileUrl(s.certificado_iso),
    folleto_conocer: fileUrl(s.folleto_conocer),
    programa_becas: fileUrl(s.programa_becas),
    aviso_privacidad: richTextToHtml(s.aviso_privacidad),
  }
})

export type SiteSettings = Awaited<ReturnType<typeof getSettings>>

/** The addresses pages embed from other hosts by the settings (radio stream, campus maps), for the CSP. */
export function getEmbedSources(): Promise<EmbedSources> {
  return remembered('embed-sources', [cacheTags.settings], async () => {
    const payload = await payloadClient()
    const s = await payload.findGlobal({
      slug: 'configuracion-sitio',
      depth: 0,
      overrideAccess: false,
      select: { radio_stream_url: true, campus: { mapa_embed: true } },
    })
    return { media: [s.radio_stream_url], frames: (s.campus ?? []).map((c) => c.mapa_embed) }
  })
}

/** `focus`: the editor's focal point as a CSS object-position, absent for the centre. */
export type MediaMeta = { alt: string; width: number | null; height: number | null; focus?: string }

/** Alt text and intrinsic size of every stored file, by its public URL, so pages can render images well. */
export const getMediaMeta = cachedRead('media-meta', [cacheTags.media], async (): Promise<Record<string, MediaMeta>> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'media',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { alt: true, filename: true, width: true, height: true, focalX: true, focalY: true },
  })
  const meta: Record<string, MediaMeta> = {}
  for (const d of docs) {
    const url = fileUrl(d)
    const focus = focalPosition(d.focalX, d.focalY)
    if (url) meta[url] = { alt: d.alt ?? '', width: d.width ?? null, height: d.height ?? null, ...(focus ? { focus } : {}) }
  }
  return meta
})
