import type { CollectionConfig, GlobalConfig } from 'payload'
import { hasRole } from '@/cms/access/roles'

// The «API» tab (relabelled «Datos técnicos»): Payload's `hideAPIURL` hides the document's «API» tab for everyone; the tab's own `condition`
// sees the request, so the tab shows for administrators only. (The address still answers with
// what the user may read anyway: it is the same data the edit view shows.)
const isAdmin = hasRole('admin')

/** A collection or global whose «API» tab shows to administrators only. */
export function apiTabForAdminsOnly<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const admin = config.admin ?? {}
  const components = admin.components ?? {}
  const views = components.views ?? {}
  const edit = (views as { edit?: Record<string, Record<string, unknown>> }).edit ?? {}
  const api = edit.api ?? {}
  // Its own label is a hard-coded «API»: named for what it shows.
  const tab = {
    ...(api.tab as object),
    label: 'Datos técnicos',
    condition: ({ req }: { req: Parameters<typeof isAdmin>[0] }) => isAdmin(req),
  }
  return {
    ...config,
    admin: { ...admin, components: { ...components, views: { ...views, edit: { ...edit, api: { ...api, tab } } } } },
  } as T
}
