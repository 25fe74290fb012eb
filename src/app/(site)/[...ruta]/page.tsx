import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { recordMissingPath } from '@/data/missingPages'
import { clientAddress } from '@/guard/client'

type Props = { params: Promise<{ ruta: string[] }> }

// The site has several root layouts (site and admin), so no app-wide not-found exists: an
// address that matches no page lands here and gets the site's own 404, shell included. It is
// counted in the back office's log of missing addresses (src/data/missingPages.ts).
export default async function UnknownRoute({ params }: Props) {
  const { ruta } = await params
  recordMissingPath(`/${ruta.map((segment) => encodeURIComponent(segment)).join('/')}`, clientAddress({ headers: await headers() }))
  notFound()
}
