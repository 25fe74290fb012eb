import type React from 'react'

/*
 * The dashboard's charts, drawn on the server as SVG: no chart library and no script. Each one is
 * a picture for the eye (hidden from screen readers) with its table right behind it, the same
 * figures in rows and columns.
 */

export type Bar = { label: string; value: number | null; marker?: number | null }

const width = 640
const height = 220
const left = 44
const bottom = 28
const top = 12

/** A round top for the axis: 1, 2, 5 × 10^n just above the largest value. */
function niceCeiling(max: number): number {
  if (max <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power
  return 10 * power
}

/** Vertical bars over the weeks, with an optional marker line per bar (the 90th percentile). */
export function ColumnChart({ bars, caption, format = String }: { bars: Bar[]; caption: string; format?: (n: number) => string }) {
  const values = bars.flatMap((b) => [b.value ?? 0, b.marker ?? 0])
  const ceiling = niceCeiling(Math.max(...values, 0))
  const plotWidth = width - left - 8
  const plotHeight = height - top - bottom
  const slot = plotWidth / Math.max(1, bars.length)
  const y = (v: number) => top + plotHeight - (v / ceiling) * plotHeight
  const ticks = [0, ceiling / 2, ceiling]
  return (
    <svg
      className="ugc-tablero__grafica"
      viewBox={`0 0 ${width} ${height}`}
      role="presentation"
      aria-hidden="true"
      focusable="false"
      data-caption={caption}
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={left} x2={width - 8} y1={y(t)} y2={y(t)} className="ugc-tablero__eje" />
          <text x={left - 6} y={y(t) + 4} textAnchor="end" className="ugc-tablero__etiqueta">
            {format(t)}
          </text>
        </g>
      ))}
      {bars.map((b, i) => {
        const x = left + i * slot + slot * 0.18
        const w = slot * 0.64
        return (
          <g key={b.label}>
            {b.value !== null && b.value > 0 && (
              <rect x={x} y={y(b.value)} width={w} height={y(0) - y(b.value)} rx={3} className="ugc-tablero__barra" />
            )}
            {b.marker != null && b.marker > 0 && (
              <line x1={x - 2} x2={x + w + 2} y1={y(b.marker)} y2={y(b.marker)} className="ugc-tablero__marca" />
            )}
            {(bars.length <= 12 || i % 2 === 0) && (
              <text x={x + w / 2} y={height - 8} textAnchor="middle" className="ugc-tablero__etiqueta">
                {b.label}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}

/**
 * A figures table of the dashboard: scrolls on its own on a narrow screen (a named, focusable
 * region), its caption, its header row, and a sentence when there is no row.
 */
function FiguresTable({
  caption,
  head,
  columns,
  empty,
  children,
}: {
  caption: string
  head: React.ReactNode
  columns: number
  empty: boolean
  children: React.ReactNode
}) {
  return (
    <div className="ugc-tablero__tabla-marco" role="region" aria-label={caption} tabIndex={0}>
      <table className="ugc-tablero__tabla">
        <caption>{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>
          {empty && (
            <tr>
              <td colSpan={columns}>Sin solicitudes en estas semanas.</td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  )
}

const numberHeaders = (names: string[]) =>
  names.map((name) => (
    <th key={name} scope="col" className="ugc-tablero__numero">
      {name}
    </th>
  ))

/** A table whose rows carry a bar proportional to their count: the chart and its figures in one. */
export function BarTable({
  rows,
  caption,
  nameHeader,
  total,
}: {
  rows: { nombre: string; solicitudes: number }[]
  caption: string
  nameHeader: string
  total: number
}) {
  const max = Math.max(1, ...rows.map((r) => r.solicitudes))
  const head = (
    <>
      <th scope="col">{nameHeader}</th>
      {numberHeaders(['Solicitudes', '%'])}
      <th scope="col" className="ugc-tablero__barra-celda">
        <span className="ugc-tablero__oculto">Proporción</span>
      </th>
    </>
  )
  return (
    <FiguresTable caption={caption} head={head} columns={4} empty={rows.length === 0}>
      {rows.map((r) => (
        <tr key={r.nombre}>
          <th scope="row">{r.nombre}</th>
          <td className="ugc-tablero__numero">{r.solicitudes}</td>
          <td className="ugc-tablero__numero">{total > 0 ? Math.round((100 * r.solicitudes) / total) : 0} %</td>
          <td className="ugc-tablero__barra-celda" aria-hidden="true">
            <span className="ugc-tablero__barra-fila" style={{ width: `${(100 * r.solicitudes) / max}%` } as React.CSSProperties} />
          </td>
        </tr>
      ))}
    </FiguresTable>
  )
}

const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((100 * part) / whole)} %` : '—')

/**
 * A group's funnel (by source, campaign or programme), behind a disclosure: requests, how many were
 * contacted, got an appointment and enrolled, and the share of its requests that enrolled.
 */
export function ConversionTable({
  rows,
  caption,
  nameHeader,
}: {
  rows: { nombre: string; solicitudes: number; contactadas: number; citas: number; inscritas: number }[]
  caption: string
  nameHeader: string
}) {
  const head = (
    <>
      <th scope="col">{nameHeader}</th>
      {numberHeaders(['Solicitudes', 'Contactadas', 'Con cita', 'Inscritas', 'Se inscribieron'])}
    </>
  )
  return (
    <details className="ugc-tablero__detalle">
      <summary>{caption}</summary>
      <FiguresTable caption={caption} head={head} columns={6} empty={rows.length === 0}>
        {rows.map((r) => (
          <tr key={r.nombre}>
            <th scope="row">{r.nombre}</th>
            {[r.solicitudes, r.contactadas, r.citas, r.inscritas, share(r.inscritas, r.solicitudes)].map((value, i) => (
              <td key={i} className="ugc-tablero__numero">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </FiguresTable>
    </details>
  )
}
