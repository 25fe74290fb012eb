import { casosExitoPage as page } from '@/content/casosExito'

/** Shown while the success stories load (spec §2.19). */
export default function Loading() {
  return (
    <div role="status" className="container-page section-space text-center text-lg font-semibold text-muted">
      {page.loading}
    </div>
  )
}
