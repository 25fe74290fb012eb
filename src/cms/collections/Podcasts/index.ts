import { dateField, uploadField } from '@/cms/fields/common'
import { cacheTags } from '@/cache'
import { publicCollection } from '@/cms/collections/publicCollection'

export const Podcasts = publicCollection({
  slug: 'podcasts',
  typeName: 'PodcastEpisode',
  labels: { singular: 'Episodio de podcast', plural: 'Podcast' },
  group: 'Comunicación',
  tag: cacheTags.podcasts,
  sort: '-fecha_publicacion',
  versions: 20,
  columns: ['titulo', 'presentador', 'fecha_publicacion', '_status'],
  fields: [
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    { name: 'presentador', type: 'text', label: 'Conduce', required: true },
    // Spelt as the public API has always spelt it.
    { name: 'inivtados', type: 'text', label: 'Invitados (opcional)' },
    dateField('fecha_publicacion', 'Fecha de publicación'),
    uploadField('archivo_podcast', 'Audio', 'audio', { required: true }),
  ],
})
