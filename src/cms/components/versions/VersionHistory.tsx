import type { DocumentViewServerProps, PaginatedDocs, TypeWithVersion } from 'payload'
import { Gutter, SetDocumentStepNav } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { staffStamp } from '@/lib/dates'

const perPage = 20

type Snapshot = { _status?: 'draft' | 'published' | null; actualizado_por?: number | { id: number } | null; titulo?: string | null }

const authorId = (v: Snapshot['actualizado_por']): number | null => (v == null ? null : typeof v === 'object' ? v.id : v)

/**
 * The versions tab of every document and global with drafts: each saved version with its date and
 * time in Mazatlán (24 h), who saved it, and whether it was published or a draft; each row opens
 * the version, where it can be compared and restored as a draft.
 */
export async function VersionHistory(props: DocumentViewServerProps) {
  const { initPageResult, hasPublishedDoc, searchParams } = props
  const { collectionConfig, globalConfig, docID, req } = initPageResult
  const { payload } = req
  const page = Math.max(1, Number.parseInt(String(searchParams?.page ?? '1'), 10) || 1)
  const adminRoute = payload.config.routes.admin

  let versions: PaginatedDocs<TypeWithVersion<Snapshot>>
  if (collectionConfig && docID !== undefined) {
    versions = (await payload.findVersions({
      collection: collectionConfig.slug as 'carrusel',
      where: { parent: { equals: docID } },
      sort: '-updatedAt',
      limit: perPage,
      page,
      depth: 0,
      req,
      overrideAccess: false,
    })) as unknown as PaginatedDocs<TypeWithVersion<Snapshot>>
  } else if (globalConfig) {
    versions = (await payload.findGlobalVersions({
      slug: globalConfig.slug as 'aviso',
      sort: '-updatedAt',
      limit: perPage,
      page,
      depth: 0,
      req,
      overrideAccess: false,
    })) as unknown as PaginatedDocs<TypeWithVersion<Snapshot>>
  } else {
    return null
  }

  // Authors by id: names for the staff who may read the history, whatever their access to accounts.
  const ids = [...new Set(versions.docs.map((v) => authorId(v.version.actualizado_por)).filter((id): id is number => id !== null))]
  const authors = new Map<number, string>()
  if (ids.length > 0) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: true,
      select: { nombre: true, email: true },
    })
    for (const u of docs) authors.set(u.id, u.nombre?.trim() || u.email)
  }
  const newestPublished = hasPublishedDoc ? versions.docs.find((v) => v.version._status === 'published')?.id : undefined

  const href = (id: number | string) =>
    formatAdminURL({
      adminRoute,
      path: collectionConfig
        ? `/collections/${collectionConfig.slug}/${docID}/versions/${id}`
        : `/globals/${globalConfig?.slug}/versions/${id}`,
    })
  const pageHref = (n: number) => `?page=${n}`
  const label = collectionConfig ? collectionConfig.labels.plural : globalConfig?.label
  const pluralLabel = typeof label === 'string' ? label : ''

  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig?.slug}
        globalSlug={globalConfig?.slug}
        id={docID}
        pluralLabel={pluralLabel}
        useAsTitle={collectionConfig?.admin?.useAsTitle || globalConfig?.slug}
        view="Versiones"
      />
      <main className="versions ugc-historial">
        <Gutter className="versions__wrap">
          <p style={{ margin: '1.5rem 0 1rem' }}>
            Cada vez que alguien guarda, queda una versión. Abre una para compararla con la actual o restaurarla: se restaura como borrador
            y el sitio sigue mostrando lo publicado hasta que publiques. Horas de Los Cabos y Culiacán.
          </p>
          {versions.totalDocs === 0 ? (
            <p>Todavía no hay versiones guardadas.</p>
          ) : (
            <>
              <div className="table">
                <table cellPadding={0} cellSpacing={0}>
                  <thead>
                    <tr>
                      <th scope="col">Guardada el</th>
                      <th scope="col">Guardada por</th>
                      <th scope="col">Estado</th>
                    </tr>
                  </thead>
                  <tbody>
                    {versions.docs.map((v) => {
                      const author = authorId(v.version.actualizado_por)
                      const status =
                        v.version._status === 'published'
                          ? v.id === newestPublished
                            ? 'Publicada (la que está en el sitio)'
                            : 'Publicada'
                          : 'Borrador'
                      return (
                        <tr key={String(v.id)} className="ugc-version">
                          <td>
                            <a href={href(v.id)}>{staffStamp(new Date(v.updatedAt))}</a>
                          </td>
                          <td>{author === null ? 'Sin registro' : (authors.get(author) ?? 'Cuenta eliminada')}</td>
                          <td>{status}</td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
              <nav aria-label="Páginas de versiones" style={{ display: 'flex', gap: '1rem', alignItems: 'center', margin: '1rem 0 2rem' }}>
                {versions.hasPrevPage && versions.prevPage ? <a href={pageHref(versions.prevPage)}>Más recientes</a> : null}
                <span>
                  Página {versions.page} de {versions.totalPages} · {versions.totalDocs}{' '}
                  {versions.totalDocs === 1 ? 'versión' : 'versiones'}
                </span>
                {versions.hasNextPage && versions.nextPage ? <a href={pageHref(versions.nextPage)}>Más antiguas</a> : null}
              </nav>
            </>
          )}
        </Gutter>
      </main>
    </>
  )
}
