/** A news item or event as the communication pages show it. */
export type CommunicationItem = {
  id: number
  titulo: string
  slug: string
  fecha: string
  visitas: number
  path_imagen: string | null
  contenido: string
  /** The list preview: 150 characters of the plain text plus '...'. */
  preview: string
}
