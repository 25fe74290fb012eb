import { z } from 'zod'
import { areaLabels, campusLabels, levelLabels, modalityLabels, monthLabels } from '@/lib/offer'

/** Shapes of the public API's answers (api-contract.md), for the OpenAPI description and the tests. */
const url = z.string().describe('URL utilizable: /media/… para archivos propios, absoluta para externos').nullable()
const date = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/)
  .describe('dd/mm/yyyy')
const html = z.string().describe('HTML depurado: sin <script>, sin atributos on*, sin javascript:')
const characteristic = z.object({ titulo_caracteristica: z.string(), descripcion: z.string() })

const slide = z.object({
  id: z.number().int(),
  titulo: z.string(),
  path_imagen: url,
  tipo: z.enum(['CAR', 'RAD', 'CAL']),
  orden: z.number(),
  link: z.string().nullable(),
})
const card = z.object({ id: z.number().int(), titulo: z.string(), slug: z.string(), path_imagen: url })
const programme = z.object({
  id: z.number().int(),
  tipo: z.enum(['BAC', 'LIC', 'DIP']),
  titulo: z.string(),
  slug: z.string(),
  subtitulo: z.string().nullable(),
  path_banner: url,
  path_imagen: url,
  tipo_periodo: z.enum(['CUA', 'SEM', 'TRI', 'MOD']),
  rvoe: z.string().nullable(),
  caracteristicas: z.array(characteristic),
  plan_estudios: z.array(z.object({ numero_periodo: z.number().int(), nombre_materia: z.string() })),
})
const communication = z.object({
  id: z.number().int(),
  titulo: z.string(),
  contenido: html,
  path_imagen: url,
  slug: z.string(),
  fecha: date,
  visitas: z.number().int(),
  fila: z
    .union([z.literal(1), z.literal(2)])
    .optional()
    .describe('Solo en noticias (NOT): 1,1,2,2… por posición'),
})
const sitcaDocument = z.object({
  id: z.number().int(),
  imagen: url,
  titulo: z.string(),
  slug: z.string().describe('Para registrar visitas con /api/post-visitas/'),
  fecha_publicacion: date,
  visitas: z.number().int(),
  descripcion: html,
  archivo: url,
})

const keys = <T extends Record<string, string>>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]
const offerEntry = z.object({
  id: z.string().describe('Único entre niveles: bac-1, lic-3, dip-9, conocer-2, pos-maestrias'),
  titulo: z.string(),
  slug: z.string(),
  nivel: z.enum(keys(levelLabels)).describe('POS: enlace al sitio externo de posgrados'),
  area: z
    .enum(keys(areaLabels))
    .nullable()
    .describe(
      Object.entries(areaLabels)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; '),
    ),
  modalidades: z.array(z.enum(keys(modalityLabels))),
  campus: z.array(z.enum(keys(campusLabels))),
  duracion: z.string().nullable().describe('Como se lee: «3 años», «6 meses»'),
  inicio: z.array(z.enum(keys(monthLabels))).describe('Meses de inicio de clases'),
  path_imagen: url,
  url: z.string().describe('La página del programa (/licenciaturas/…, /preparatoria#…) o el sitio externo de posgrados'),
})

export const responses = {
  offer: z.array(offerEntry),
  slides: z.array(slide),
  programmeLogos: z.array(z.object({ id: z.number().int(), titulo: z.string(), path_imagen: url, link: z.string() })),
  cards: z.array(card),
  programme,
  programmes: z.array(programme),
  communication: z.array(communication),
  conocer: z.object({
    id: z.number().int(),
    titulo: z.string(),
    slug: z.string(),
    subtitulo: z.string().nullable(),
    path_banner: url,
    path_imagen: url,
    documento: url,
    caracteristica: z.array(characteristic),
  }),
  contactProgrammes: z.array(z.object({ id: z.string().describe('bac-1, lic-3, dip-9, conocer-2…'), titulo: z.string() })),
  books: z.array(
    z.object({
      id: z.number().int(),
      imagen: url,
      titulo: z.string(),
      nombre_autor: z.string(),
      edicion: z.string(),
      año_edicion: z.number().int(),
      descripcion: z.string(),
    }),
  ),
  podcasts: z.array(
    z.object({
      id: z.number().int(),
      titulo: z.string(),
      presentador: z.string(),
      inivtados: z.string().nullable(),
      fecha_publicacion: date,
      archivo_podcast: url,
    }),
  ),
  sitca: z.object({
    equipo: z.array(
      z.object({ id: z.number().int(), imagen: url, titulo: z.string(), titulos_academicos: z.string(), puesto_trabajo: z.string() }),
    ),
    informes: z.array(sitcaDocument),
    boletines: z.array(sitcaDocument),
  }),
  successStories: z.array(z.object({ id: z.number().int(), titulo: z.string(), subtitulo: z.string(), path_imagen: url })),
  infoBlocks: z.array(z.object({ id: z.number().int(), titulo: z.string(), texto: html })),
  benefits: z.array(
    z.object({
      id: z.number().int(),
      descuento: z.number(),
      titulo: z.string(),
      descripcion: z.string(),
      path_imagen: url,
      ubicacion: z.string(),
    }),
  ),
  visit: z.object({ slug: z.string(), visitas: z.number().int() }),
  contactCreated: z.object({ id: z.number().int() }),
  registrationCreated: z.object({
    id: z.number().int(),
    estado: z.enum(['confirmado', 'lista-de-espera']),
    posicion: z.number().int().min(1).optional().describe('Solo en lista de espera: su lugar en la fila (1 es el siguiente).'),
  }),
  error: z.object({ error: z.string(), fields: z.record(z.string(), z.string()).optional() }),
} as const
