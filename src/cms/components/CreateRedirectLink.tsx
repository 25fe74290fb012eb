/** The back office's new-redirect form with its old address filled in. */
function createHref(path: string): string {
  return `/admin/collections/redirecciones/create?desde=${encodeURIComponent(path)}`
}

function CreateRedirect({ path }: { path: unknown }) {
  if (typeof path !== 'string' || path === '') return null
  return (
    <a
      className="btn btn--style-secondary btn--size-small"
      style={{ margin: 0 }}
      href={createHref(path)}
      aria-label={`Crear redirección desde ${path}`}
    >
      Crear redirección
    </a>
  )
}

/** «Crear redirección» in each row of the missing-pages list. */
export function CreateRedirectCell({ rowData }: { rowData?: { path?: unknown } }) {
  return <CreateRedirect path={rowData?.path} />
}

/** The same action on one missing page's own view. */
export function CreateRedirectField({ data }: { data?: { path?: unknown } }) {
  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <CreateRedirect path={data?.path} />
    </div>
  )
}
