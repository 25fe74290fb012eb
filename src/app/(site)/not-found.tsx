import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Página no encontrada · Universidad UGC' }

/** The Spanish 404, inside the site's header and footer. */
export default function NotFound() {
  return (
    <section className="container-page section-space max-w-3xl text-center">
      <p className="text-6xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-3xl font-bold">Página no encontrada</h1>
      <p className="mt-4 text-muted">La página que buscas no existe o cambió de dirección.</p>
      <Link href="/" className="btn btn-primary mt-8">
        Volver al Inicio
      </Link>
    </section>
  )
}
