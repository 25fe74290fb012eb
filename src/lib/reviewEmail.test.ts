import { describe, expect, it } from 'vitest'
import { buildReviewEmail } from './reviewEmail'

const base = {
  titulo: 'Feria <b>de</b> "ciencias"',
  tipo: 'Noticia o evento',
  enlace: 'https://www.ugc.edu.mx/admin/collections/comunicaciones/7',
  pendientes: 'https://www.ugc.edu.mx/admin/collections/revisiones?where[estado][equals]=pendiente',
  siteUrl: 'https://www.ugc.edu.mx',
}

describe('the review e-mails', () => {
  it('to the publishers: who sent what, the note, the link to the document and to everything pending; the title escaped in the HTML', () => {
    const mail = buildReviewEmail({ ...base, kind: 'pendiente', persona: 'Ana Ruiz', nota: 'Revisa la fecha.\nY la foto.' })
    expect(mail.subject).toBe('Pendiente de revisión: Feria <b>de</b> "ciencias"')
    expect(mail.text).toContain('Ana Ruiz envió «Feria <b>de</b> "ciencias"» (Noticia o evento) a revisión.')
    expect(mail.text).toContain('> Revisa la fecha.\n> Y la foto.')
    expect(mail.text).toContain(`Revisar el contenido: ${base.enlace}`)
    expect(mail.text).toContain(`Todo lo pendiente de revisión: ${base.pendientes}`)
    expect(mail.html).toContain('Feria &lt;b&gt;de&lt;/b&gt; &quot;ciencias&quot;')
    expect(mail.html).not.toContain('<b>de</b>')
    expect(mail.html).toContain('Revisa la fecha.\nY la foto.</blockquote>')
    expect(mail.html).toContain('Ver todo lo pendiente de revisión')
  })

  it('to the editor: the comment when returned, with what to do next; a short notice when published', () => {
    const returned = buildReviewEmail({ ...base, kind: 'devuelta', persona: 'Luis Amador', comentario: 'Falta el horario.' })
    expect(returned.subject).toBe('Tu envío necesita cambios: Feria <b>de</b> "ciencias"')
    expect(returned.text).toContain(
      'Luis Amador revisó «Feria <b>de</b> "ciencias"» (Noticia o evento) y te lo devolvió con este comentario:\n\n> Falta el horario.',
    )
    expect(returned.text).toContain('Haz los cambios, guarda el borrador y envíalo de nuevo a revisión.')
    expect(returned.text).not.toContain('pendiente de revisión')
    const published = buildReviewEmail({ ...base, kind: 'publicada', persona: 'Luis Amador' })
    expect(published.subject).toBe('Se publicó: Feria <b>de</b> "ciencias"')
    expect(published.text).toContain('Luis Amador publicó «Feria <b>de</b> "ciencias"» (Noticia o evento). Ya está en el sitio.')
    expect(published.html).not.toContain('<blockquote')
  })
})
