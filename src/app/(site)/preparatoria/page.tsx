import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Preparatoria UGC · Universidad UGC' }

export default function PreparatoriaPage() {
  return (
    <section className="container-page section-space">
      <h1 className="text-3xl font-bold text-brand">Preparatoria UGC</h1>
      <p className="mt-4 max-w-prose">
        Preparatoria general en dos años, con periodos cuatrimestrales y reconocimiento de la SEP, y preparatoria
        técnica en tres años con reconocimiento de la DGETI.
      </p>
    </section>
  )
}
