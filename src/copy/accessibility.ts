/** Texts of the accessibility check (issue 44, item 12): the preview's panel and the back office's report. */

/** axe-core's impact levels, as the staff read them. */
export const impactLabels: Record<string, string> = {
  critical: 'Crítico',
  serious: 'Grave',
  moderate: 'Moderado',
  minor: 'Menor',
}

/** The panel of «Vista previa» (src/lib/accessibility/previewPanel.ts): plain strings, «{n}» for a number, as the page is sent them. */
export const previewCheck = {
  region: 'Revisión de accesibilidad',
  running: 'Revisando la accesibilidad…',
  none: 'Accesibilidad: sin avisos',
  openOne: 'Accesibilidad: 1 aviso por revisar',
  openMany: 'Accesibilidad: {n} avisos por revisar',
  failed: 'No se pudo revisar la accesibilidad de esta página.',
  heading: 'Accesibilidad de esta página',
  intro:
    'Cada aviso señala algo que una persona con lector de pantalla, teclado o poca vista podría no poder usar. Corrígelo en el editor; si en este caso está bien, márcalo como revisado y no volverá a aparecer.',
  reviewedOne: '1 aviso ya revisado no se muestra.',
  reviewedMany: '{n} avisos ya revisados no se muestran.',
  show: 'Mostrar',
  mark: 'Marcar como revisado',
  marked: 'Marcado como revisado.',
  markFailed: 'No se pudo marcar como revisado. Vuelve a intentarlo.',
  close: 'Cerrar',
}

/** The report of every published page (/admin/accesibilidad). */
export const accessibilityReport = {
  title: 'Accesibilidad del sitio',
  nav: 'Accesibilidad',
  intro:
    'Lo que la revisión automática encontró en cada página publicada y nadie ha marcado como revisado. Se revisa todo el sitio cada madrugada; el contraste de colores se revisa en la vista previa de cada documento.',
  noAccess: 'Solo el equipo de contenidos puede ver este informe.',
  lastCheck: (when: string) => `Última revisión: ${when} (hora de Los Cabos).`,
  neverChecked: 'El sitio aún no se ha revisado.',
  checkAll: 'Revisar todo el sitio ahora',
  checkPage: 'Volver a revisar',
  queued: 'Revisión en curso: el informe se actualiza en unos minutos.',
  queueFailed: 'No se pudo iniciar la revisión. Vuelve a intentarlo.',
  allClear: 'Ninguna página publicada tiene avisos abiertos.',
  pages: (n: number) => (n === 1 ? '1 página con avisos abiertos' : `${n} páginas con avisos abiertos`),
  findings: (n: number) => (n === 1 ? '1 aviso' : `${n} avisos`),
  reviewed: (n: number) => (n === 1 ? '1 aviso revisado' : `${n} avisos revisados`),
  openPage: 'Abrir la página',
  element: 'Elemento',
  mark: 'Marcar como revisado',
  marked: 'Marcado como revisado.',
  markFailed: 'No se pudo marcar como revisado. Vuelve a intentarlo.',
  reviewedBy: (name: string, when: string) => `Revisado por ${name} el ${when}`,
}

/** The preview's script, asked for outside a staff member's preview. */
export const accessibilityCheck = { notFound: 'Solo en la vista previa del equipo de contenidos.' }

/** Refusals of the findings' endpoints. */
export const accessibilityRefusals = {
  signIn: 'Inicia sesión en la administración para usar esta dirección.',
  staffOnly: 'Solo el equipo de contenidos puede revisar la accesibilidad.',
  badFinding: 'Ese aviso no es válido: vuelve a revisar la página.',
  badPath: 'Esa dirección no es una página del sitio.',
}
