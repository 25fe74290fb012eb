import type { CollectionConfig, GlobalConfig } from 'payload'
import { lockSeconds } from '@/cms/collections/Users/endpoints/documentHold'

/*
 * Every document and global edited in the back office (docs/decisions/0038): its lock lasts a
 * minute past its holder's last sign (Payload's default is five), and its page carries
 * - DocumentHold: who holds it, by name; the lock kept while its holder works and freed when the
 *   tab closes; a takeover told at once; why «Programar publicación» is missing with unsaved changes;
 * - PreviewFit: the live preview at a fixed size wider than the pane beside the form, shown whole;
 * - KeepServerRefusals: a reason the server gave on saving stays on its field.
 */
const aids = [
  '/cms/components/DocumentHold.client#DocumentHold',
  '/cms/components/PreviewFit.client#PreviewFit',
  '/cms/components/KeepServerRefusals.client#KeepServerRefusals',
]

type Aided = { lockDocuments?: unknown; admin?: { components?: object } }

/** `config` with the aids before its document buttons (`place`: a collection's `edit`, a global's `elements`). */
function withAids<C extends Aided>(config: C, place: 'edit' | 'elements'): C {
  if (config.lockDocuments === false) return config
  const components = (config.admin?.components ?? {}) as Record<string, { beforeDocumentControls?: unknown[] } | undefined>
  const before = components[place]?.beforeDocumentControls ?? []
  return {
    ...config,
    lockDocuments: { duration: lockSeconds },
    admin: {
      ...config.admin,
      components: { ...components, [place]: { ...components[place], beforeDocumentControls: [...before, ...aids] } },
    },
  }
}

export const collectionWithEditingAids = (config: CollectionConfig): CollectionConfig => withAids(config, 'edit')
export const globalWithEditingAids = (config: GlobalConfig): GlobalConfig => withAids(config, 'elements')
