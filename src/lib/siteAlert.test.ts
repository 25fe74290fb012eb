import { describe, expect, it } from 'vitest'
import {
  alertDismissKey,
  alertDismissible,
  alertElementId,
  alertEnded,
  alertRole,
  alertScript,
  alertShowsAt,
  alertTextProblem,
  alertWindowProblem,
  momentOf,
} from './siteAlert'

const hour = 3_600_000
const t0 = Date.UTC(2026, 8, 15, 18, 0) // 15/09/2026 12:00 in Los Cabos

describe('ventana del aviso', () => {
  it('se muestra desde el inicio (incluido) hasta el fin (excluido)', () => {
    const w = { inicio: t0, fin: t0 + hour }
    expect(alertShowsAt(w, t0 - 1)).toBe(false)
    expect(alertShowsAt(w, t0)).toBe(true)
    expect(alertShowsAt(w, t0 + hour - 1)).toBe(true)
    expect(alertShowsAt(w, t0 + hour)).toBe(false)
  })

  it('sin inicio se muestra ya; sin fin, hasta que se desactive', () => {
    expect(alertShowsAt({ inicio: null, fin: t0 }, t0 - 10 * hour)).toBe(true)
    expect(alertShowsAt({ inicio: t0, fin: null }, t0 + 1000 * hour)).toBe(true)
    expect(alertShowsAt({ inicio: null, fin: null }, 0)).toBe(true)
  })

  it('solo termina para siempre cuando pasó el fin', () => {
    expect(alertEnded({ inicio: t0, fin: t0 + hour }, t0 - hour)).toBe(false)
    expect(alertEnded({ inicio: t0, fin: t0 + hour }, t0 + hour)).toBe(true)
    expect(alertEnded({ inicio: t0, fin: null }, t0 + 1000 * hour)).toBe(false)
  })
})

describe('gravedad', () => {
  it('la emergencia interrumpe y no se puede cerrar; las demás esperan y se cierran', () => {
    expect(alertRole('emergencia')).toBe('alert')
    expect(alertRole('importante')).toBe('status')
    expect(alertRole('informativo')).toBe('status')
    expect(alertDismissible('emergencia')).toBe(false)
    expect(alertDismissible('importante')).toBe(true)
    expect(alertDismissible('informativo')).toBe(true)
  })
})

describe('validación para el personal', () => {
  it('el fin debe ser posterior al inicio', () => {
    expect(alertWindowProblem('2026-09-15T18:00:00.000Z', '2026-09-15T17:00:00.000Z')).toBe(
      'La fecha y hora de fin deben ser posteriores a las de inicio.',
    )
    expect(alertWindowProblem('2026-09-15T18:00:00.000Z', '2026-09-15T18:00:00.000Z')).not.toBeNull()
    expect(alertWindowProblem('2026-09-15T18:00:00.000Z', '2026-09-15T18:01:00.000Z')).toBeNull()
    expect(alertWindowProblem(null, '2026-09-15T17:00:00.000Z')).toBeNull()
    expect(alertWindowProblem('2026-09-15T18:00:00.000Z', '')).toBeNull()
  })

  it('el texto es obligatorio si el aviso está activo y tiene hasta 200 caracteres', () => {
    expect(alertTextProblem(true, '  ')).toBe('Escribe el texto del aviso: es lo que verán los visitantes.')
    expect(alertTextProblem(false, '')).toBeNull()
    expect(alertTextProblem(true, 'Clases suspendidas por el huracán.')).toBeNull()
    expect(alertTextProblem(true, 'a'.repeat(200))).toBeNull()
    expect(alertTextProblem(false, 'a'.repeat(201))).toBe('El texto del aviso puede tener hasta 200 caracteres; ahora tiene 201.')
  })

  it('una fecha guardada se lee en milisegundos; lo vacío o inválido es null', () => {
    expect(momentOf('2026-09-15T18:00:00.000Z')).toBe(t0)
    expect(momentOf('')).toBeNull()
    expect(momentOf('mañana')).toBeNull()
  })
})

type FakeButton = { hidden: boolean; onclick: (() => void) | null }

/**
 * Runs the real inline script against a banner element with its close button, a session store and
 * a clock the test moves; `timers` holds what it asked setTimeout for.
 */
function runScript(dataset: Record<string, string>, stored: string | null | 'throws', now = Date.now()) {
  const button: FakeButton = { hidden: false, onclick: null }
  const banner = { dataset, hidden: false, querySelector: (selector: string) => (selector === 'button[data-cerrar]' ? button : null) }
  const focused: string[] = []
  const store = new Map<string, string>(stored && stored !== 'throws' ? [[alertDismissKey, stored]] : [])
  const document = {
    getElementById: (id: string) => (id === alertElementId ? banner : null),
    querySelector: (selector: string) => (selector === 'body > header a' ? { focus: () => focused.push(selector) } : null),
  }
  const sessionStorage = {
    getItem: (key: string) => {
      if (stored === 'throws') throw new Error('bloqueado')
      return store.get(key) ?? null
    },
    setItem: (key: string, value: string) => {
      if (stored === 'throws') throw new Error('bloqueado')
      store.set(key, value)
    },
  }
  const clock = { now }
  const timers: { run: () => void; wait: number }[] = []
  const setTimeout = (run: () => void, wait: number) => timers.push({ run, wait })
  new Function('document', 'sessionStorage', 'setTimeout', 'Date', alertScript)(document, sessionStorage, setTimeout, {
    now: () => clock.now,
  })
  return { banner, button, timers, clock, store, focused }
}

describe('script en línea del aviso', () => {
  const now = Date.now()
  const open = { aviso: 'v1', inicio: String(now - hour), fin: String(now + hour) }

  it('deja visible un aviso vigente y oculta uno que no empezó o que terminó', () => {
    expect(runScript(open, null).banner.hidden).toBe(false)
    expect(runScript({ aviso: 'v1', inicio: String(now + hour) }, null).banner.hidden).toBe(true)
    expect(runScript({ aviso: 'v1', fin: String(now - 1) }, null).banner.hidden).toBe(true)
    expect(runScript({ aviso: 'v1' }, null).banner.hidden).toBe(false)
  })

  it('con la página abierta, lo muestra al llegar su inicio y lo oculta al llegar su fin', () => {
    const run = runScript({ aviso: 'v1', inicio: String(t0), fin: String(t0 + hour) }, null, t0 - 90_000)
    expect(run.banner.hidden).toBe(true)
    expect(run.timers.map((t) => t.wait)).toEqual([90_000])
    run.clock.now = t0
    run.timers[0].run()
    expect(run.banner.hidden).toBe(false)
    expect(run.timers[1].wait).toBe(hour)
    run.clock.now = t0 + hour
    run.timers[1].run()
    expect(run.banner.hidden).toBe(true)
    expect(run.timers).toHaveLength(2)
    // A start months away is looked at again after setTimeout's longest wait.
    expect(runScript({ aviso: 'v1', inicio: String(t0 + 60 * 24 * hour) }, null, t0).timers[0].wait).toBe(2_147_483_647)
    expect(runScript({ aviso: 'v1' }, null).timers).toEqual([])
  })

  it('oculta un aviso que el visitante cerró, solo si se puede cerrar y es esa misma versión', () => {
    expect(runScript({ ...open, cerrable: '1' }, 'v1').banner.hidden).toBe(true)
    expect(runScript({ ...open, cerrable: '1' }, 'v0').banner.hidden).toBe(false)
    expect(runScript(open, 'v1').banner.hidden).toBe(false)
  })

  it('da su función al botón de cerrar solo si se puede cerrar; al pulsarlo lo oculta para la visita y pasa el foco al encabezado', () => {
    const emergency = runScript(open, null)
    expect(emergency.button.onclick).toBeNull()
    const run = runScript({ ...open, cerrable: '1' }, null)
    run.button.onclick!()
    expect(run.banner.hidden).toBe(true)
    expect(run.store.get(alertDismissKey)).toBe('v1')
    expect(run.focused).toEqual(['body > header a'])
    // Its own timer does not bring it back while it is closed.
    run.timers[0]?.run()
    expect(run.banner.hidden).toBe(true)
  })

  it('sin acceso a sessionStorage el aviso se muestra y el botón lo cierra en esta página', () => {
    const run = runScript({ ...open, cerrable: '1' }, 'throws')
    expect(run.banner.hidden).toBe(false)
    run.button.onclick!()
    expect(run.banner.hidden).toBe(true)
  })

  it('no hay nada que hacer sin el aviso en la página', () => {
    expect(() => new Function('document', 'sessionStorage', alertScript)({ getElementById: () => null }, {})).not.toThrow()
  })

  it('nombra el mismo elemento y la misma clave que el resto del código', () => {
    expect(alertScript).toContain(`"${alertElementId}"`)
    expect(alertScript).toContain(`"${alertDismissKey}"`)
    expect(alertScript).not.toMatch(/<\/script/i)
  })
})
