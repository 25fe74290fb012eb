/** Spec §2.22 (and §4): the text shown while the archive's data loads. */
export default function Loading() {
  return (
    <div role="status" className="container-page section-space text-center text-lg font-semibold text-muted">
      Cargando...
    </div>
  )
}
