import type { Field } from 'payload'
import { pageBearingCollections, seoLimits, seoMax } from '@/lib/seoPreview'
import { uploadField } from './common'

const counter = (field: string, recommended: number) => ({
  path: '/cms/components/SeoPreview.client#SeoCounter',
  clientProps: { field: `seo.${field}`, recommended },
})

/**
 * «Buscadores y redes»: the title, description and share image an item's page gives search
 * engines and social networks, with a results-page preview. Empty fields keep the automatic
 * values (src/lib/seo.ts). Added by publicCollection to every collection whose items have a page.
 */
const seoGroup: Field = {
  name: 'seo',
  type: 'group',
  label: 'Buscadores y redes',
  admin: {
    description: 'Cómo se ve esta página en Google y al compartirla. Lo que dejes vacío se toma del contenido.',
    // A bachillerato has no page of its own: it shows on /preparatoria with the others.
    condition: (data) => data?.tipo !== 'BAC',
  },
  fields: [
    { name: 'vista_previa', type: 'ui', admin: { components: { Field: '/cms/components/SeoPreview.client#SeoPreview' } } },
    {
      name: 'meta_titulo',
      type: 'text',
      label: 'Título para buscadores',
      maxLength: seoMax.title,
      admin: {
        description: `El título completo de la pestaña y del resultado de búsqueda. Recomendado: hasta ${seoLimits.title} caracteres.`,
        components: { afterInput: [counter('meta_titulo', seoLimits.title)] },
      },
    },
    {
      name: 'meta_descripcion',
      type: 'textarea',
      label: 'Descripción para buscadores',
      maxLength: seoMax.description,
      admin: {
        description: `El texto bajo el título en Google y al compartir. Recomendado: hasta ${seoLimits.description} caracteres.`,
        components: { afterInput: [counter('meta_descripcion', seoLimits.description)] },
      },
    },
    uploadField('meta_imagen', 'Imagen para compartir', 'image', {
      description:
        'La que muestran Facebook, WhatsApp o LinkedIn. Mejor de 1200 × 630 px; vacía, se usa la imagen generada para la página.',
    }),
  ],
}

/** The collection's fields with «Buscadores y redes» appended when its items have a page. */
export function withSeoFields(slug: string, fields: Field[]): Field[] {
  return (pageBearingCollections as readonly string[]).includes(slug) ? [...fields, seoGroup] : fields
}
