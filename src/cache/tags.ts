/** Cache tags of public reads; each collection's hooks revalidate its own tag. */
export const cacheTags = {
  slides: 'carrusel',
  programmes: 'programas',
  programmeLogos: 'programas-academicos',
  conocer: 'conocer',
  communication: 'comunicaciones',
  podcasts: 'podcasts',
  successStories: 'casos-exito',
  benefits: 'beneficios-exa',
  infoBlocks: 'tramites-texto',
  books: 'libros',
  sitcaTeam: 'sitca-equipo',
  sitcaDocuments: 'sitca-documentos',
  media: 'media',
  settings: 'configuracion-sitio',
  institutional: 'contenido-institucional',
  alert: 'aviso',
  registrations: 'registros-evento',
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]
