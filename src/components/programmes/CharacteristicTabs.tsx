import { Tabs } from '@/components/ui/Tabs.client'
import { paragraphsPerLine } from '@/lib/paragraphs'
import { characteristicTitle, type Characteristic } from '@/lib/programmes'

/**
 * A programme's characteristics as tabs, each description a paragraph per line: a licenciatura's or
 * posgrado's page and each bachillerato of /preparatoria. `idPrefix` keeps the tab ids apart when a
 * page shows several programmes.
 */
export function CharacteristicTabs({
  label,
  characteristics,
  idPrefix = '',
  emptyText,
}: {
  label: string
  characteristics: readonly Characteristic[]
  idPrefix?: string
  emptyText?: string
}) {
  return (
    <Tabs
      label={label}
      emptyText={emptyText}
      tabs={characteristics.map((c, i) => ({
        id: `${idPrefix}caracteristica-${i}`,
        title: characteristicTitle(c),
        content: (
          <div className="max-w-prose space-y-4 text-ink">
            {paragraphsPerLine(c.descripcion).map((paragraph, j) => (
              <p key={j}>{paragraph}</p>
            ))}
          </div>
        ),
      }))}
    />
  )
}
