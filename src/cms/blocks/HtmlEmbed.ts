import type { Block } from 'payload'

/**
 * Raw HTML inside rich text, for embeds editors paste (a post, a form, a table from a
 * press release). The public site sanitises it before showing it: no scripts, no on*=.
 */
export const HtmlEmbed: Block = {
  slug: 'htmlEmbed',
  labels: { singular: 'HTML incrustado', plural: 'HTML incrustado' },
  interfaceName: 'HtmlEmbedBlock',
  fields: [
    {
      name: 'html',
      type: 'code',
      label: 'HTML',
      required: true,
      admin: {
        language: 'html',
        description: 'Se publica depurado: se eliminan scripts, atributos on* y enlaces javascript:.',
      },
    },
  ],
}
