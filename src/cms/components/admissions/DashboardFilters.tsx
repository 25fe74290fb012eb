import { defaultWeeks, type DashboardRange } from '@/lib/dashboardRange'
import { requestCampusLabels, requestCampusValues } from '@/lib/requestCampus'

/**
 * What the dashboard counts: the dates (whole weeks, Monday to Sunday) and the campus. A plain
 * form that reloads the page, so it works before any script does.
 */
export function DashboardFilters({ range }: { range: DashboardRange }) {
  const described = range.error ? 'tablero-rango-error' : undefined
  return (
    <form className="ugc-tablero__rango" method="get" action="/admin/admisiones" aria-label="Semanas y campus que se cuentan">
      <label>
        Desde <input type="date" name="desde" defaultValue={range.desde} required aria-describedby={described} />
      </label>
      <label>
        Hasta <input type="date" name="hasta" defaultValue={range.hasta} required />
      </label>
      <label>
        Campus{' '}
        <select name="campus" defaultValue={range.campus ?? ''} aria-describedby={described}>
          <option value="">Todos</option>
          {requestCampusValues.map((campus) => (
            <option key={campus} value={campus}>
              {requestCampusLabels[campus]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn--style-secondary btn--size-small">
        Ver
      </button>
      <a href="/admin/admisiones">Últimas {defaultWeeks} semanas, todos los campus</a>
      {range.error ? (
        <p id="tablero-rango-error" className="ugc-tablero__rango-error" role="alert">
          {range.error}
        </p>
      ) : null}
    </form>
  )
}
