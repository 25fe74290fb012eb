import type { Payload } from 'payload'
import { mediaUsage } from '@/cms/media/usage'

/** On a file's edit page: where the file is used, each place a link to open it. */
export async function FileUsage({ payload, id }: { payload: Payload; id?: number | string }) {
  if (id === undefined) return null
  const usage = await mediaUsage(payload, Number(id))
  return (
    <div className="field-type ugc-propio" style={{ marginBottom: '1.5rem' }}>
      <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>Se usa en</p>
      {usage.length === 0 ? (
        <p style={{ margin: 0 }}>Ningún contenido usa este archivo; puedes borrarlo sin afectar el sitio.</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {usage.map((u) => (
            <li key={u.href}>
              <a href={u.href}>{u.label}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
