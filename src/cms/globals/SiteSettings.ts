import type { Field, GlobalConfig } from 'payload'
import { withHistory } from '@/cms/versions/history'
import { hiddenFor, richTextField, uploadField } from '@/cms/fields/common'
import { cacheTags } from '@/cache'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { phoneField, phoneListField, videoField, whatsappField } from '@/cms/fields/contact'
import { embedAddressProblem, mapEmbedProblem, webAddressProblem } from '@/lib/urls'

const text = (name: string, label: string, description?: string): Field => ({
  name,
  type: 'text',
  label,
  required: true,
  admin: description ? { description } : undefined,
})

/** An address by kind (src/lib/urls.ts): a plain web address unless told otherwise. */
const url = (name: string, label: string, problem: (value: string) => string | null = webAddressProblem): Field => ({
  name,
  type: 'text',
  label,
  required: true,
  validate: (value: string | null | undefined) => (!value ? true : (problem(value) ?? true)),
})

const email = (name: string, label: string): Field => ({ name, type: 'email', label, required: true })

/**
 * Everything the spec leaves as {phone}, {email} or an external link: editors change a
 * phone number here once and every page follows.
 */
export const SiteSettings: GlobalConfig = withHistory({
  slug: 'configuracion-sitio',
  typescript: { interface: 'SiteSettings' },
  label: 'Configuración del sitio',
  // Admissions advisers work on requests only: the site's settings are not theirs to see.
  admin: { group: 'Sitio', hidden: hiddenFor('admisiones') },
  // Drafts and history (src/cms/versions/history.ts): visitors read only the published version.
  hooks: { afterChange: [revalidateGlobal(cacheTags.settings)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Contacto',
          fields: [
            phoneField('telefono', 'Teléfono principal', 'Se muestra en el pie de página y en los bloques de contacto.'),
            phoneField('telefono_preparatoria', 'Teléfono (pie de página de preparatoria)'),
            phoneField('telefono_campus', 'Teléfono compartido de los campus'),
            whatsappField('whatsapp', 'WhatsApp (pie de página y botón flotante)'),
            whatsappField('whatsapp_preparatoria', 'WhatsApp de preparatoria'),
            { name: 'mensaje_whatsapp', type: 'textarea', label: 'Saludo prellenado de WhatsApp', required: true },
            { name: 'direccion', type: 'textarea', label: 'Dirección', required: true },
            text('etiqueta_campus', 'Etiqueta del campus en el bloque de contacto'),
            email('correo_admisiones', 'Correo de admisiones (recibe las solicitudes de contacto)'),
            email('correo_titulacion', 'Correo de titulación'),
            whatsappField('whatsapp_titulacion', 'WhatsApp de titulación'),
            email('correo_practicas', 'Correo de prácticas profesionales'),
            phoneField('telefono_practicas', 'Teléfono de prácticas profesionales'),
            whatsappField('whatsapp_practicas', 'WhatsApp de prácticas profesionales'),
          ],
        },
        {
          label: 'CONOCER',
          fields: [
            text('conocer_codigo_centro', 'Clave del centro evaluador'),
            { name: 'conocer_direccion', type: 'textarea', label: 'Dirección del centro evaluador', required: true },
            phoneListField('conocer_telefonos', 'Teléfonos del centro evaluador'),
            email('correo_conocer', 'Correo de contacto CONOCER'),
            email('correo_quejas_conocer', 'Correo de quejas CONOCER'),
            phoneField('telefono_quejas_conocer', 'Teléfono de quejas CONOCER'),
          ],
        },
        {
          label: 'Redes sociales',
          fields: [url('facebook', 'Facebook'), url('instagram', 'Instagram'), url('youtube', 'YouTube')],
        },
        {
          label: 'Enlaces externos',
          fields: [
            url('url_doctorados', 'Posgrados: Doctorados'),
            url('url_maestrias', 'Posgrados: Maestrías'),
            url('url_especialidades', 'Posgrados: Especialidades'),
            url('url_campus_virtual', 'Campus Virtual'),
            url('url_plataforma_virtual', 'Plataforma Virtual'),
            url('url_servoescolar', 'Servoescolar WEB'),
            url('url_ugc_mas', 'UGC Más'),
            url('url_revista_cientifica', 'Revista Científica'),
            url('url_nafin', 'NAFIN'),
            url('url_ulades', 'ULADES'),
            url('url_bolsa_trabajo', 'Bolsa de Trabajo'),
            url('url_bolsa_practicas', 'Bolsa de prácticas profesionales'),
            url('url_red_conocer', 'Red CONOCER'),
            url('url_inscripcion_preparatoria', 'Preparatoria: INSCRÍBETE AQUÍ'),
            url('url_queja', 'Formulario de quejas'),
            url('url_sugerencia', 'Formulario de sugerencias'),
            url('url_examen_ingles', 'Examen de ubicación de inglés'),
          ],
        },
        {
          label: 'Videos y radio',
          fields: [
            videoField('video_inicio', 'Video de la página de inicio'),
            videoField('video_comunicacion', 'Video de noticias y eventos'),
            videoField('video_casos_exito', 'Video de casos de éxito'),
            url('radio_stream_url', 'Transmisión en vivo de Radio UGC 104.7 FM', embedAddressProblem),
          ],
        },
        {
          label: 'Campus',
          fields: [
            {
              name: 'campus',
              type: 'array',
              label: 'Campus',
              labels: { singular: 'Campus', plural: 'Campus' },
              minRows: 1,
              fields: [
                text('nombre', 'Nombre'),
                { name: 'direccion', type: 'textarea', label: 'Dirección', required: true },
                url('mapa_embed', 'Mapa incrustado (dirección del iframe)', mapEmbedProblem),
                url('mapa_enlace', 'Abrir en Google Maps'),
                {
                  name: 'galeria',
                  type: 'upload',
                  relationTo: 'media',
                  hasMany: true,
                  label: 'Galería',
                  filterOptions: { mimeType: { contains: 'image/' } },
                },
              ],
            },
          ],
        },
        {
          label: 'Documentos',
          fields: [
            uploadField('reglamento_escolar', 'Reglamento escolar (PDF)', 'pdf', { required: true }),
            uploadField('certificado_iso', 'Certificado ISO 9001-2015 (PDF)', 'pdf', { required: true }),
            uploadField('folleto_conocer', 'Folleto CONOCER (PDF)', 'pdf', { required: true }),
            uploadField('programa_becas', 'Programa de becas (PDF)', 'pdf', { required: true }),
          ],
        },
        {
          label: 'Aviso de privacidad',
          fields: [richTextField('aviso_privacidad', 'Aviso de privacidad', { required: true })],
        },
      ],
    },
  ],
})
