import type { AdminViewServerProps } from 'payload'
import { describeMinutes } from '@/lib/admissionsStats'
import { dashboardRange, defaultWeeks, type DashboardRange } from '@/lib/dashboardRange'
import { formatDate, staffStamp } from '@/lib/dates'
import { hasRole } from '@/cms/access/roles'
import { loadAdmissionsDashboard } from '@/cms/collections/ContactRequests/dashboard'
import { describeAge } from '@/cms/jobs/runner'
import { AdminPage, admissionsOnly } from '@/cms/components/AdminPage'
import { BarTable, ColumnChart, ConversionTable } from './charts'
import { DashboardFilters } from './DashboardFilters'
import { requestCampusLabels } from '@/lib/requestCampus'

const list = '/admin/collections/solicitudes-contacto'

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="ugc-tablero__cifra">
      <dt>{label}</dt>
      <dd>
        <span className="ugc-tablero__cifra-valor">{value}</span>
        {note && <span className="ugc-tablero__cifra-nota">{note}</span>}
      </dd>
    </div>
  )
}

/**
 * The admissions dashboard (/admin/admisiones): requests per week, programme, source, campaign
 * and status; time to first response per week and per adviser; the requests still waiting.
 * Admin and admisiones only; the rows are read with the staff member's own access.
 */
export async function AdmissionsDashboard(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const allowed = hasRole('admin', 'admisiones')(req)
  const now = new Date()
  const range = dashboardRange((view.searchParams ?? {}) as Record<string, unknown>, now)
  const data = allowed && req.user ? await loadAdmissionsDashboard(req.payload, req.user, range.until, range.weeks, range.campus) : null
  return (
    <AdminPage view={view} title="Tablero de admisiones" className="ugc-tablero" allowed={data !== null} refusal={admissionsOnly}>
      {data ? <DashboardBody data={data} now={now} range={range} /> : null}
    </AdminPage>
  )
}

function DashboardBody({
  data,
  now,
  range,
}: {
  data: NonNullable<Awaited<ReturnType<typeof loadAdmissionsDashboard>>>
  now: Date
  range: DashboardRange
}) {
  const { figures, waiting, waitingTotal, since } = data
  const { totales } = figures
  const weekLabel = (desde: string) => desde.slice(0, 5)
  const standard = range.until === now && range.weeks === defaultWeeks
  const place = range.campus ? ` Solo las solicitudes del campus ${requestCampusLabels[range.campus]}.` : ''
  return (
    <>
      <DashboardFilters range={range} />
      <p className="ugc-tablero__intro">
        {standard
          ? `Las últimas ${defaultWeeks} semanas, desde el lunes ${formatDate(since)}, en hora de Los Cabos.`
          : `${range.weeks === 1 ? '1 semana' : `${range.weeks} semanas`}, desde el lunes ${formatDate(since)} hasta el ${formatDate(range.until)}, en hora de Los Cabos.`}
        {place} Una persona que escribió dos veces en 90 días cuenta como una sola persona. Los tiempos cuentan desde que llega la solicitud
        hasta el primer cambio de estado o el primer contacto anotado.
      </p>

      <dl className="ugc-tablero__cifras">
        <Figure label="Solicitudes" value={String(totales.solicitudes)} />
        <Figure label="Personas" value={String(totales.personas)} note="sin contar repetidas" />
        <Figure label="Sin respuesta" value={String(totales.sinRespuesta)} note="en estado Nueva, de estas semanas" />
        <Figure label="Primera respuesta, mediana" value={describeMinutes(totales.medianaMinutos)} />
        <Figure label="9 de cada 10 respondidas en" value={describeMinutes(totales.p90Minutos)} note="percentil 90" />
      </dl>

      <section aria-labelledby="tablero-embudo" className="ugc-tablero__seccion">
        <h2 id="tablero-embudo">Embudo</h2>
        <p className="ugc-tablero__nota">
          Cuántas solicitudes de estas semanas llegaron a cada paso, aunque después hayan seguido o se hayan descartado. «En seguimiento»
          cuenta como contactada.
        </p>
        <BarTable
          caption="Embudo de admisiones"
          nameHeader="Paso"
          rows={figures.embudo.map((step) => ({ nombre: step.paso, solicitudes: step.solicitudes }))}
          total={totales.solicitudes}
        />
        <ConversionTable caption="Conversión por fuente" nameHeader="Fuente" rows={figures.conversion.porFuente} />
        <ConversionTable caption="Conversión por campaña" nameHeader="Campaña" rows={figures.conversion.porCampana} />
        <ConversionTable caption="Conversión por programa" nameHeader="Programa" rows={figures.conversion.porPrograma} />
        <ConversionTable caption="Conversión por campus" nameHeader="Campus" rows={figures.conversion.porCampus} />
      </section>

      <section aria-labelledby="tablero-semanas" className="ugc-tablero__seccion">
        <h2 id="tablero-semanas">Solicitudes por semana</h2>
        <ColumnChart
          caption="Solicitudes por semana"
          bars={figures.semanas.map((w) => ({ label: weekLabel(w.desde), value: w.solicitudes }))}
        />
        <details className="ugc-tablero__detalle">
          <summary>Ver las cifras por semana</summary>
          <div className="ugc-tablero__tabla-marco" role="region" aria-label="Solicitudes por semana" tabIndex={0}>
            <table className="ugc-tablero__tabla">
              <caption>Solicitudes por semana</caption>
              <thead>
                <tr>
                  <th scope="col">Semana del</th>
                  <th scope="col" className="ugc-tablero__numero">
                    Solicitudes
                  </th>
                  <th scope="col" className="ugc-tablero__numero">
                    Personas
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.semanas.map((w) => (
                  <tr key={w.desde}>
                    <th scope="row">{w.desde}</th>
                    <td className="ugc-tablero__numero">{w.solicitudes}</td>
                    <td className="ugc-tablero__numero">{w.personas}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <section aria-labelledby="tablero-respuesta" className="ugc-tablero__seccion">
        <h2 id="tablero-respuesta">Tiempo a la primera respuesta por semana</h2>
        <p className="ugc-tablero__nota">Barras: la mediana, en horas. Raya: el tiempo en que se respondieron 9 de cada 10.</p>
        <ColumnChart
          caption="Tiempo a la primera respuesta por semana"
          format={(h) => `${Number.isInteger(h) ? h : h.toFixed(1)} h`}
          bars={figures.semanas.map((w) => ({
            label: weekLabel(w.desde),
            value: w.medianaMinutos === null ? null : w.medianaMinutos / 60,
            marker: w.p90Minutos === null ? null : w.p90Minutos / 60,
          }))}
        />
        <details className="ugc-tablero__detalle">
          <summary>Ver las cifras por semana</summary>
          <div className="ugc-tablero__tabla-marco" role="region" aria-label="Tiempo a la primera respuesta por semana" tabIndex={0}>
            <table className="ugc-tablero__tabla">
              <caption>Tiempo a la primera respuesta por semana</caption>
              <thead>
                <tr>
                  <th scope="col">Semana del</th>
                  <th scope="col" className="ugc-tablero__numero">
                    Respondidas
                  </th>
                  <th scope="col" className="ugc-tablero__numero">
                    Mediana
                  </th>
                  <th scope="col" className="ugc-tablero__numero">
                    Percentil 90
                  </th>
                </tr>
              </thead>
              <tbody>
                {figures.semanas.map((w) => (
                  <tr key={w.desde}>
                    <th scope="row">{w.desde}</th>
                    <td className="ugc-tablero__numero">
                      {w.respondidas} de {w.solicitudes}
                    </td>
                    <td className="ugc-tablero__numero">{describeMinutes(w.medianaMinutos)}</td>
                    <td className="ugc-tablero__numero">{describeMinutes(w.p90Minutos)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <section aria-labelledby="tablero-asesores" className="ugc-tablero__seccion">
        <h2 id="tablero-asesores">Por asesor</h2>
        <div className="ugc-tablero__tabla-marco" role="region" aria-label="Por asesor" tabIndex={0}>
          <table className="ugc-tablero__tabla">
            <caption>Solicitudes y tiempo a la primera respuesta por asesor</caption>
            <thead>
              <tr>
                <th scope="col">Asesor</th>
                <th scope="col" className="ugc-tablero__numero">
                  Solicitudes
                </th>
                <th scope="col" className="ugc-tablero__numero">
                  Sin respuesta
                </th>
                <th scope="col" className="ugc-tablero__numero">
                  Mediana
                </th>
                <th scope="col" className="ugc-tablero__numero">
                  Percentil 90
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.porAsesor.length === 0 && (
                <tr>
                  <td colSpan={5}>Sin solicitudes en estas semanas.</td>
                </tr>
              )}
              {figures.porAsesor.map((a) => (
                <tr key={a.asesor}>
                  <th scope="row">{a.asesor}</th>
                  <td className="ugc-tablero__numero">{a.solicitudes}</td>
                  <td className="ugc-tablero__numero">{a.sinRespuesta}</td>
                  <td className="ugc-tablero__numero">{describeMinutes(a.medianaMinutos)}</td>
                  <td className="ugc-tablero__numero">{describeMinutes(a.p90Minutos)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="tablero-espera" className="ugc-tablero__seccion">
        <h2 id="tablero-espera">Las que más llevan esperando</h2>
        {waiting.length === 0 ? (
          <p>Ninguna solicitud espera respuesta.</p>
        ) : (
          <>
            <ol className="ugc-tablero__espera">
              {waiting.map((w) => (
                <li key={w.id}>
                  <a href={`${list}/${w.id}`}>{w.nombre}</a>
                  <span>
                    {w.programa} · llegó el {staffStamp(new Date(w.createdAt))} · espera hace{' '}
                    {describeAge(now.getTime() - Date.parse(w.createdAt))}
                    {w.asesor ? ` · ${w.asesor}` : ' · sin asesor'}
                  </span>
                </li>
              ))}
            </ol>
            <p>
              <a href={`${list}?where[estado][equals]=nueva&sort=createdAt`}>
                Ver {waitingTotal === 1 ? 'la solicitud' : `las ${waitingTotal} solicitudes`} sin respuesta
              </a>
            </p>
          </>
        )}
      </section>

      <div className="ugc-tablero__rejilla">
        <section aria-labelledby="tablero-programas" className="ugc-tablero__seccion">
          <h2 id="tablero-programas">Por programa</h2>
          <BarTable caption="Solicitudes por programa" nameHeader="Programa" rows={figures.porPrograma} total={totales.solicitudes} />
        </section>
        <section aria-labelledby="tablero-estados" className="ugc-tablero__seccion">
          <h2 id="tablero-estados">Por estado</h2>
          <BarTable caption="Solicitudes por estado" nameHeader="Estado" rows={figures.porEstado} total={totales.solicitudes} />
        </section>
        <section aria-labelledby="tablero-fuentes" className="ugc-tablero__seccion">
          <h2 id="tablero-fuentes">Por fuente</h2>
          <BarTable caption="Solicitudes por fuente" nameHeader="Fuente" rows={figures.porFuente} total={totales.solicitudes} />
        </section>
        <section aria-labelledby="tablero-campanas" className="ugc-tablero__seccion">
          <h2 id="tablero-campanas">Por campaña</h2>
          <BarTable caption="Solicitudes por campaña" nameHeader="Campaña" rows={figures.porCampana} total={totales.solicitudes} />
        </section>
      </div>
    </>
  )
}
