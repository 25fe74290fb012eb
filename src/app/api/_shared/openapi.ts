import { z } from 'zod'
import { signupCopy } from '@/copy/eventRegistration'
import { contactSchema } from '@/lib/contact'
import { registrationSchema } from '@/lib/eventRegistration'
import { idempotencyKeyPattern } from '@/lib/idempotency'
import { bodies, params } from './params'
import { responses } from './responses'

type Endpoint = {
  path: string
  summary: string
  query?: z.ZodObject
  data?: z.ZodType
  body?: z.ZodType
  status?: number
  /** The `message` of a 201 answer. */
  message?: string
  /** A second success answer, such as 200 when a sign-up finds the person already registered. */
  also?: { status: number; description: string; message: string }
  errors: number[]
  headers?: { name: string; description: string; schema: Record<string, unknown> }[]
}

const idempotencyDescription =
  'Clave aleatoria de este envío (opcional; cabecera o campo clave_idempotencia), la misma en cada reintento del mismo envío: un reintento responde 201 con el id del primero y no guarda otra solicitud.'
const idempotencyKey = z.string().regex(idempotencyKeyPattern).describe(idempotencyDescription)

const endpoints: Endpoint[] = [
  {
    path: '/api/get-carrusel/',
    summary: 'Diapositivas de un carrusel',
    query: params.slideType,
    data: responses.slides,
    errors: [400, 503],
  },
  {
    path: '/api/get-carrusel-radio/',
    summary: 'Diapositivas de Radio UGC',
    query: params.radioSlides,
    data: responses.slides,
    errors: [400, 503],
  },
  {
    path: '/api/get-programas-academicos/',
    summary: 'Logos de programas (PAC)',
    query: params.programmeLogos,
    data: responses.programmeLogos,
    errors: [400, 503],
  },
  {
    path: '/api/get-info-ofertaacademica-cards/',
    summary: 'Tarjetas de programas por tipo',
    query: params.programmeCards,
    data: responses.cards,
    errors: [400, 503],
  },
  {
    path: '/api/get-info-ofertaacademica/',
    summary: 'Detalle de un programa',
    query: params.slug,
    data: responses.programme,
    errors: [400, 404, 503],
  },
  {
    path: '/api/get-info-bachillerato/',
    summary: 'Programas de bachillerato con detalle',
    query: params.bachillerato,
    data: responses.programmes,
    errors: [400, 503],
  },
  {
    path: '/api/get-comunicacion/',
    summary: 'Noticias (NOT) o eventos (EVE), más recientes primero',
    query: params.communication,
    data: responses.communication,
    errors: [400, 503],
  },
  { path: '/api/get-conocer-cards/', summary: 'Tarjetas de estándares CONOCER', data: responses.cards, errors: [503] },
  {
    path: '/api/get-conocer/',
    summary: 'Detalle de un estándar CONOCER',
    query: params.slug,
    data: responses.conocer,
    errors: [400, 404, 503],
  },
  {
    path: '/api/get-oferta/',
    summary: 'Toda la oferta académica, con filtros',
    query: params.offer,
    data: responses.offer,
    errors: [400, 503],
  },
  {
    path: '/api/get_programas_formContact/',
    summary: 'Programas del formulario de contacto',
    data: responses.contactProgrammes,
    errors: [503],
  },
  { path: '/api/get_libros/', summary: 'Novedades editoriales', data: responses.books, errors: [503] },
  { path: '/api/get_podcast/', summary: 'Episodios del podcast', data: responses.podcasts, errors: [503] },
  { path: '/api/get_sitca/', summary: 'SITCA: equipo, informes y boletines', data: responses.sitca, errors: [503] },
  { path: '/api/get_casos_exito/', summary: 'Casos de éxito de egresados', data: responses.successStories, errors: [503] },
  { path: '/api/get_tramites_texto/', summary: 'Bloques informativos', data: responses.infoBlocks, errors: [503] },
  { path: '/api/get-beneficios-exa/', summary: 'Beneficios ExaUGC', data: responses.benefits, errors: [503] },
  {
    path: '/api/submit-Form-Contacto/',
    summary: 'Envía una solicitud de contacto',
    body: contactSchema.extend({ clave_idempotencia: idempotencyKey.optional() }),
    headers: [
      { name: 'Idempotency-Key', description: idempotencyDescription, schema: { type: 'string', pattern: idempotencyKeyPattern.source } },
    ],
    data: responses.contactCreated,
    status: 201,
    errors: [400, 405, 413, 429, 503],
  },
  {
    path: '/api/registro-evento/',
    summary: 'Registra a una persona en un evento con cupo (o en su lista de espera)',
    body: registrationSchema.extend({ clave_idempotencia: idempotencyKey.optional() }),
    headers: [
      { name: 'Idempotency-Key', description: idempotencyDescription, schema: { type: 'string', pattern: idempotencyKeyPattern.source } },
    ],
    data: responses.registrationCreated,
    status: 201,
    message: 'Registro confirmado. (o, en lista de espera: El cupo está lleno: quedaste en la lista de espera.)',
    also: {
      status: 200,
      description:
        'La misma persona (correo sin distinguir mayúsculas, o el mismo teléfono) ya tenía un registro vigente en el evento: no se guarda otro, se responde ese y su correo se envía de nuevo',
      message: signupCopy.again,
    },
    errors: [400, 404, 405, 409, 413, 429, 503],
  },
  {
    path: '/api/post-visitas/',
    summary: 'Registra una visita (+1)',
    body: bodies.visit,
    data: responses.visit,
    errors: [400, 404, 405, 413, 503],
  },
]

const reasons: Record<number, string> = {
  400: 'Entrada inválida (el mensaje nombra el parámetro o campo)',
  404: 'Slug desconocido (en /api/registro-evento/: evento desconocido o sin registro)',
  409: 'El registro del evento ya cerró, o el mismo envío (Idempotency-Key) aún se está procesando',
  405: 'Método no permitido',
  413: 'Cuerpo mayor a 16 KiB',
  429: 'Límite por IP alcanzado (cabecera Retry-After)',
  503: 'Base de datos no disponible',
}

/** The same answer's shape under another status, with its own description and message. */
function alsoSuccess(
  success: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } },
  also: NonNullable<Endpoint['also']>,
) {
  const body = success.content['application/json'].schema
  return {
    description: also.description,
    content: {
      'application/json': { schema: { ...body, properties: { ...body.properties, message: { type: 'string', const: also.message } } } },
    },
  }
}

const schema = (type: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'draft-2020-12' })

/** The OpenAPI 3.1 description of the public API, written from the same zod schemas the routes use. */
export function openApiDocument(serverUrl: string) {
  const errorSchema = { $ref: '#/components/schemas/Error' }
  const paths: Record<string, unknown> = {}
  for (const e of endpoints) {
    const method = e.body ? 'post' : 'get'
    const success = {
      description: 'Éxito',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['data'],
            properties: {
              data: schema(e.data!, 'output'),
              ...(e.status === 201
                ? {
                    message: e.message
                      ? { type: 'string', description: e.message }
                      : { type: 'string', const: 'Formulario enviado con éxito.' },
                  }
                : {}),
            },
          },
        },
      },
    }
    const query = e.query
      ? Object.entries(e.query.shape).map(([name, type]) => ({
          name,
          in: 'query',
          required: !(type as z.ZodType).safeParse(undefined).success,
          schema: schema(type as z.ZodType, 'input'),
        }))
      : []
    paths[e.path] = {
      [method]: {
        summary: e.summary,
        description: 'Responde igual con y sin la barra final.',
        parameters: [...query, ...(e.headers ?? []).map((h) => ({ ...h, in: 'header', required: false }))],
        ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema(e.body, 'input') } } } } : {}),
        responses: {
          [String(e.status ?? 200)]: success,
          ...(e.also ? { [String(e.also.status)]: alsoSuccess(success, e.also) } : {}),
          ...Object.fromEntries(
            e.errors.map((code) => [
              String(code),
              { description: reasons[code], content: { 'application/json': { schema: errorSchema } } },
            ]),
          ),
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'API pública de la Universidad UGC',
      version: '1.0.0',
      description:
        'Datos públicos del sitio (programas, noticias, eventos, podcast, SITCA…), registro de visitas y solicitudes de contacto.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: { schemas: { Error: schema(responses.error, 'output') } },
  }
}
