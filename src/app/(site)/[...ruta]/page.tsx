import { notFound } from 'next/navigation'

// The site has several root layouts (site and admin), so no app-wide not-found exists: an
// address that matches no page lands here and gets the site's own 404, shell included.
export default function UnknownRoute() {
  notFound()
}
