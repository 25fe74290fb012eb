import { describe, expect, it } from 'vitest'
import { siteStampOfBrowserStamp, spanishCalendarLabel, spanishDateOfLock, spanishErrorMessage, spanishForHardCoded } from './adminSpanish'

describe('the back office’s hard-coded English', () => {
  it('has Spanish for the editor’s handles and link buttons, and nothing for other text', () => {
    expect(spanishForHardCoded('Add block')).toBe('Agregar bloque')
    expect(spanishForHardCoded('Drag to move')).toBe('Arrastra para mover')
    expect(spanishForHardCoded('Edit link')).toBe('Editar enlace')
    expect(spanishForHardCoded('Responsive')).toBe('Adaptable')
    expect(spanishForHardCoded('Guardar')).toBeUndefined()
    expect(spanishForHardCoded('toString')).toBeUndefined()
    // A nested field's path, as the files list offers the image sizes' fields as columns.
    expect(spanishForHardCoded('Tamaños > miniatura > MIME Type')).toBe('Tamaños > miniatura > Tipo de archivo')
    expect(spanishForHardCoded('Tamaños > tarjeta > URL')).toBe('Tamaños > tarjeta > Dirección')
    expect(spanishForHardCoded('Tamaños > tarjeta > Ancho')).toBeUndefined()
  })

  it('has Spanish for the rich-text toolbar’s menus and the calendar’s labels, and rewrites a calendar label only inside the calendar', () => {
    expect(spanishForHardCoded('text dropdown')).toBe('Tipo de texto')
    expect(spanishForHardCoded('align dropdown')).toBe('Alineación')
    expect(spanishForHardCoded('Time')).toBe('Hora')
    expect(spanishForHardCoded('Next Month')).toBe('Mes siguiente')
    expect(spanishCalendarLabel('Choose lunes, 30 de noviembre de 2026')).toBe('Elegir el lunes, 30 de noviembre de 2026')
    expect(spanishCalendarLabel('Not available lunes, 26 de octubre de 2026')).toBe('No disponible: lunes, 26 de octubre de 2026')
    expect(spanishCalendarLabel('Month noviembre, 2026')).toBe('Mes de noviembre, 2026')
    expect(spanishCalendarLabel('Previous Month')).toBe('Mes anterior')
    // A news item titled in English stays as its editor wrote it.
    expect(spanishForHardCoded('Choose your future')).toBeUndefined()
  })

  it('rewrites the lock dialog’s US date as dd/mm/aaaa HH:mm in Mazatlán time', () => {
    // Written by a browser in UTC: 17:13 UTC is 10:13 in Mazatlán (UTC−7, no daylight saving).
    expect(spanishDateOfLock('Nov 25, 2026, 5:13 PM', 0)).toBe('25/11/2026 10:13')
    // Written by a browser in Mazatlán itself (7 h behind UTC): the same time of day.
    expect(spanishDateOfLock('Editado por última vez el Jan 3, 2027, 12:05 AM', 7 * 60)).toBe('Editado por última vez el 03/01/2027 00:05')
    expect(spanishDateOfLock('Sin fecha')).toBeUndefined()
  })

  it('writes a date the browser wrote with its own clock in the site’s, and leaves one already in it', () => {
    const zone = process.env.TZ
    try {
      // A laptop in Madrid (UTC+1 in winter): 07:20 there is 23:20 of the day before in Los Cabos.
      process.env.TZ = 'Europe/Madrid'
      expect(siteStampOfBrowserStamp('30/11/2026 07:20')).toBe('29/11/2026 23:20')
      expect(siteStampOfBrowserStamp('Creado: 30/11/2026 07:20')).toBeUndefined()
      expect(siteStampOfBrowserStamp('30/11/2026')).toBeUndefined()
      // A browser in Mazatlán already wrote it in the site's time.
      process.env.TZ = 'America/Mazatlan'
      expect(siteStampOfBrowserStamp('29/11/2026 23:20')).toBeUndefined()
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })

  it('puts the server’s English error messages in Spanish and leaves Spanish ones alone', () => {
    expect(spanishErrorMessage('An unknown error occurred.')).toMatch(/^Ocurrió un error inesperado/)
    expect(spanishErrorMessage('Something went wrong.')).toMatch(/^Algo salió mal en el servidor/)
    expect(spanishErrorMessage('The following field is invalid: file')).toBe('Este campo no es válido: file')
    expect(spanishErrorMessage('The following fields are invalid: alt, file')).toBe('Estos campos no son válidos: alt, file')
    expect(spanishErrorMessage('No puedes borrar este archivo')).toBeUndefined()
  })
})
