/** Where a document of a collection, or a global (no document), is edited in the back office. */
export const targetHref = (coleccion: string, documento: string | null | undefined) =>
  documento ? `/admin/collections/${coleccion}/${documento}` : `/admin/globals/${coleccion}`
