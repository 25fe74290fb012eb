/** What a list or a section says when it has nothing to show (the spec's own words). */
export const noContent = 'No hay contenido disponible.'
