import type { CollectionConfig } from 'payload'
import { draftableContent } from '../../access/roles'
import { dateField, hiddenFor, uploadField } from '../../fields/common'
import { cacheTags } from '../../../cache/tags'
import { revalidateCollection } from '../../hooks/revalidate'

export const Podcasts: CollectionConfig = {
  slug: 'podcasts',
  typescript: { interface: 'PodcastEpisode' },
  labels: { singular: 'Episodio de podcast', plural: 'Podcast' },
  admin: {
    group: 'Comunicación',
    useAsTitle: 'titulo',
    defaultColumns: ['titulo', 'presentador', 'fecha_publicacion', '_status'],
    hidden: hiddenFor('admisiones'),
  },
  defaultSort: '-fecha_publicacion',
  access: draftableContent,
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: revalidateCollection(cacheTags.podcasts),
  fields: [
    { name: 'titulo', type: 'text', label: 'Título', required: true },
    { name: 'presentador', type: 'text', label: 'Conduce', required: true },
    // Spelt as the public API has always spelt it.
    { name: 'inivtados', type: 'text', label: 'Invitados (opcional)' },
    dateField('fecha_publicacion', 'Fecha de publicación'),
    uploadField('archivo_podcast', 'Audio', 'audio', { required: true }),
  ],
}
