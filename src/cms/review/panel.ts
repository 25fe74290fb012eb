import type { Field } from 'payload'

/**
 * «Revisión», in the sidebar of every document and global of public content: an editor sends the
 * saved draft to review (with an optional note) and reads a publisher's comment; a publisher
 * reads what was sent and returns it with a comment. Not stored: it reads and writes «Revisiones».
 */
export const reviewPanel: Field = {
  name: 'revision',
  type: 'ui',
  label: 'Revisión',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: '/cms/components/review/ReviewPanel.client#ReviewPanel' },
  },
}
