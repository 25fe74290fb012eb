import { describe, expect, it } from 'vitest'
import { spanishDateOfLock, spanishErrorMessage, spanishForHardCoded } from './adminSpanish'

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

  it('rewrites the lock dialog’s US date as dd/mm/aaaa HH:mm in Mazatlán time', () => {
    // Written by a browser in UTC: 17:13 UTC is 10:13 in Mazatlán (UTC−7, no daylight saving).
    expect(spanishDateOfLock('Nov 25, 2026, 5:13 PM', 0)).toBe('25/11/2026 10:13')
    // Written by a browser in Mazatlán itself (7 h behind UTC): the same time of day.
    expect(spanishDateOfLock('Editado por última vez el Jan 3, 2027, 12:05 AM', 7 * 60)).toBe('Editado por última vez el 03/01/2027 00:05')
    expect(spanishDateOfLock('Sin fecha')).toBeUndefined()
  })

  it('puts the server’s English error messages in Spanish and leaves Spanish ones alone', () => {
    expect(spanishErrorMessage('An unknown error occurred.')).toMatch(/^Ocurrió un error inesperado/)
    expect(spanishErrorMessage('Something went wrong.')).toMatch(/^Algo salió mal en el servidor/)
    expect(spanishErrorMessage('The following field is invalid: file')).toBe('Este campo no es válido: file')
    expect(spanishErrorMessage('The following fields are invalid: alt, file')).toBe('Estos campos no son válidos: alt, file')
    expect(spanishErrorMessage('No puedes borrar este archivo')).toBeUndefined()
  })
})
