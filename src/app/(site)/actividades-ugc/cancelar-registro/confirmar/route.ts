import { cancelRegistration } from '@/data/eventRegistration'
import { cancelPath } from '@/lib/registrationEmail'

export const dynamic = 'force-dynamic'

/* A relative Location: the browser resolves it against the address it used, whatever the proxy in front. */
const back = (_request: Request, path: string) =>
  new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } })

/**
 * The cancel page's button: cancels the registration its link names (only with its key) and goes
 * back to the page, which then says it is cancelled. A wrong key changes nothing.
 */
export async function POST(request: Request): Promise<Response> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return back(request, '/actividades-ugc/cancelar-registro')
  }
  const id = Number(form.get('registro'))
  const key = String(form.get('clave') ?? '')
  const outcome = await cancelRegistration(id, key).catch((error: unknown) => {
    console.error('[registro-evento] no se pudo cancelar', error)
    return 'failed' as const
  })
  if (outcome === 'not-found') return back(request, '/actividades-ugc/cancelar-registro')
  if (outcome === 'failed')
    return new Response('El servicio no está disponible en este momento. Intenta de nuevo en unos minutos.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' },
    })
  return back(request, cancelPath(id, key))
}

export function GET(request: Request): Response {
  return back(request, '/actividades-ugc/cancelar-registro')
}
