import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { makePdf, makeWav } from '@/seed/files'
import { richText, unique, uploadImage, uploadPdf } from './fixtures'
import { testPayload } from './payload'

let payload: Payload
let image: number
let pdf: number
let audio: number

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: unknown }).id : value)

beforeAll(async () => {
  payload = await testPayload()
  image = await uploadImage(payload)
  pdf = await uploadPdf(payload)
  const wav = makeWav(1, 440)
  audio = (
    await payload.create({
      collection: 'media',
      data: { alt: 'Audio de prueba' },
      file: { data: wav, mimetype: 'audio/wav', name: `audio-${unique()}.wav`, size: wav.length },
    })
  ).id
})

describe(`every collection stores and reads back its fields (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('media: images get their generated sizes and keep the alt text', async () => {
    const doc = await payload.findByID({ collection: 'media', id: image })
    expect(doc.alt).toBe('Imagen de prueba')
    expect(doc.mimeType).toBe('image/png')
    expect(doc.url).toMatch(/\.png$/)
    expect(doc.sizes?.miniatura?.width).toBe(320)
    expect(doc.sizes?.tarjeta?.mimeType).toBe('image/webp')
  })

  it('media: alt text is required', async () => {
    const data = makePdf('Sin texto alternativo', ['Nada.'])
    await expect(
      payload.create({
        collection: 'media',
        data: {} as { alt: string },
        file: { data, mimetype: 'application/pdf', name: `sin-alt-${unique()}.pdf`, size: data.length },
      }),
    ).rejects.toThrow(/Texto alternativo/)
  })

  it('carrusel', async () => {
    const created = await payload.create({
      collection: 'carrusel',
      data: { titulo: 'Inscripciones abiertas', tipo: 'CAL', path_imagen: image, orden: 3, link: '/licenciaturas', _status: 'published' },
    })
    const doc = await payload.findByID({ collection: 'carrusel', id: created.id, depth: 0 })
    expect(doc).toMatchObject({ titulo: 'Inscripciones abiertas', tipo: 'CAL', orden: 3, link: '/licenciaturas', path_imagen: image })
  })

  it('programas, with characteristics and study plan', async () => {
    const created = await payload.create({
      collection: 'programas',
      data: {
        tipo: 'DIP',
        titulo: `Gestión Hotelera ${unique()}`,
        subtitulo: 'Para quienes dirigen hoteles.',
        path_banner: image,
        path_imagen: image,
        tipo_periodo: 'TRI',
        rvoe: 'RVOE 2019-0042',
        caracteristicas: [
          { titulo_caracteristica: 'Desc', descripcion: 'Descripción principal.', principal: true },
          { titulo_caracteristica: 'Perfil de egreso', descripcion: 'Gestiona hoteles.' },
        ],
        plan_estudios: [
          { numero_periodo: 1, nombre_materia: 'Fundamentos de hospitalidad' },
          { numero_periodo: 2, nombre_materia: 'Revenue management' },
        ],
        orden: 2,
        _status: 'published',
      },
    })
    const doc = await payload.findByID({ collection: 'programas', id: created.id, depth: 0 })
    expect(doc).toMatchObject({
      tipo: 'DIP',
      tipo_periodo: 'TRI',
      rvoe: 'RVOE 2019-0042',
      orden: 2,
      path_banner: image,
      path_imagen: image,
    })
    // An unticked «Descripción principal» is stored as false, not left empty.
    expect(doc.caracteristicas?.map((c) => [c.titulo_caracteristica, c.descripcion, c.principal])).toEqual([
      ['Desc', 'Descripción principal.', true],
      ['Perfil de egreso', 'Gestiona hoteles.', false],
    ])
    expect(doc.plan_estudios?.map((s) => [s.numero_periodo, s.nombre_materia])).toEqual([
      [1, 'Fundamentos de hospitalidad'],
      [2, 'Revenue management'],
    ])
  })

  it('programas-academicos (PAC logos) refuse a link that is neither a route nor https', async () => {
    const doc = await payload.create({
      collection: 'programas-academicos',
      data: { titulo: 'Posgrados', path_imagen: image, link: 'https://posgrados.example.mx', orden: 1, _status: 'published' },
    })
    expect((await payload.findByID({ collection: 'programas-academicos', id: doc.id, depth: 0 })).link).toBe('https://posgrados.example.mx')
    const error = await payload
      .create({ collection: 'programas-academicos', data: { titulo: 'Malo', path_imagen: image, link: 'javascript:alert(1)' } })
      .catch((e: { message: string; data?: { errors: { message: string }[] } }) => e)
    expect(error).toMatchObject({ message: 'El siguiente campo es inválido: Enlace' })
    expect((error as { data: { errors: { message: string }[] } }).data.errors[0]!.message).toBe(
      'El enlace debe ser una ruta del sitio que empiece con / (como /licenciaturas) o una dirección completa que empiece con https://, sin espacios ni comillas.',
    )
    const stored = await payload.find({ collection: 'programas-academicos', where: { titulo: { equals: 'Malo' } } })
    expect(stored.totalDocs).toBe(0)
  })

  it('conocer, with its standard document and `caracteristica`', async () => {
    const created = await payload.create({
      collection: 'conocer',
      data: {
        titulo: `EC0217.01 Impartición de cursos ${unique()}`,
        subtitulo: 'Formación de capital humano',
        documento: pdf,
        path_imagen: image,
        caracteristica: [{ titulo_caracteristica: 'Desc', descripcion: 'Evalúa a instructores.', principal: true }],
        _status: 'published',
      },
    })
    const doc = await payload.findByID({ collection: 'conocer', id: created.id, depth: 1 })
    expect(idOf(doc.documento)).toBe(pdf)
    expect((doc.documento as { mimeType: string }).mimeType).toBe('application/pdf')
    expect(doc.caracteristica?.[0]).toMatchObject({ titulo_caracteristica: 'Desc', descripcion: 'Evalúa a instructores.', principal: true })
  })

  it('comunicaciones: rich text, date and visits, with versions', async () => {
    const created = await payload.create({
      collection: 'comunicaciones',
      data: {
        tipo: 'EVE',
        titulo: `Feria del empleo ${unique()}`,
        fecha: '2026-10-15T12:00:00.000Z',
        path_imagen: image,
        contenido: richText('Más de cuarenta empresas.'),
        visitas: 7,
        _status: 'published',
      },
    })
    const doc = await payload.findByID({ collection: 'comunicaciones', id: created.id, depth: 0 })
    expect(doc).toMatchObject({ tipo: 'EVE', visitas: 7 })
    expect(doc.fecha.slice(0, 10)).toBe('2026-10-15')
    expect(JSON.stringify(doc.contenido)).toContain('Más de cuarenta empresas.')
    await payload.update({ collection: 'comunicaciones', id: created.id, data: { titulo: `${doc.titulo} (actualizado)` } })
    const versions = await payload.findVersions({ collection: 'comunicaciones', where: { parent: { equals: created.id } } })
    expect(versions.totalDocs).toBeGreaterThanOrEqual(2)
  })

  it('podcasts, guests optional', async () => {
    const withGuests = await payload.create({
      collection: 'podcasts',
      data: {
        titulo: 'Turismo sostenible',
        presentador: 'Lic. Mariana Soto',
        inivtados: 'Dr. Luis Peña',
        fecha_publicacion: '2026-09-01T12:00:00.000Z',
        archivo_podcast: audio,
        _status: 'published',
      },
    })
    const noGuests = await payload.create({
      collection: 'podcasts',
      data: {
        titulo: 'Noticias UGC',
        presentador: 'Lic. Mariana Soto',
        fecha_publicacion: '2026-09-02T12:00:00.000Z',
        archivo_podcast: audio,
        _status: 'published',
      },
    })
    expect((await payload.findByID({ collection: 'podcasts', id: withGuests.id, depth: 0 })).inivtados).toBe('Dr. Luis Peña')
    expect((await payload.findByID({ collection: 'podcasts', id: noGuests.id, depth: 0 })).inivtados ?? null).toBeNull()
  })

  it('casos-exito, beneficios-exa, tramites-texto, libros, sitca-equipo', async () => {
    // Published, as an editor would: the demo content's check (seed.int.test.ts) finds these titles too.
    const story = await payload.create({
      collection: 'casos-exito',
      data: { titulo: 'Ana Ruiz', subtitulo: 'Licenciatura en Derecho', path_imagen: image, _status: 'published' },
    })
    expect(await payload.findByID({ collection: 'casos-exito', id: story.id, depth: 0 })).toMatchObject({
      titulo: 'Ana Ruiz',
      subtitulo: 'Licenciatura en Derecho',
    })

    const benefit = await payload.create({
      collection: 'beneficios-exa',
      data: {
        descuento: 15,
        titulo: 'Café del Puerto',
        descripcion: 'En consumo.',
        path_imagen: image,
        ubicacion: 'Cabo San Lucas',
        _status: 'published',
      },
    })
    expect(await payload.findByID({ collection: 'beneficios-exa', id: benefit.id, depth: 0 })).toMatchObject({
      descuento: 15,
      ubicacion: 'Cabo San Lucas',
    })
    await expect(
      payload.create({
        collection: 'beneficios-exa',
        data: { descuento: 150, titulo: 'X', descripcion: 'X', path_imagen: image, ubicacion: 'X' },
      }),
    ).rejects.toThrow()

    const block = await payload.create({
      collection: 'tramites-texto',
      data: { titulo: 'Servicio Social', seccion: 'servicio_social', texto: richText('480 horas.'), _status: 'published' },
    })
    const storedBlock = await payload.findByID({ collection: 'tramites-texto', id: block.id })
    expect(JSON.stringify(storedBlock.texto)).toContain('480 horas.')
    expect(storedBlock.seccion).toBe('servicio_social')

    const book = await payload.create({
      collection: 'libros',
      data: {
        imagen: image,
        titulo: 'Historia de Los Cabos',
        nombre_autor: 'Rosa Amador',
        edicion: 'Primera edición',
        anio_edicion: 2024,
        descripcion: 'Crónica.',
        _status: 'published',
      },
    })
    expect(await payload.findByID({ collection: 'libros', id: book.id, depth: 0 })).toMatchObject({
      anio_edicion: 2024,
      nombre_autor: 'Rosa Amador',
      edicion: 'Primera edición',
    })

    const member = await payload.create({
      collection: 'sitca-equipo',
      data: {
        imagen: image,
        titulo: 'Dra. Elena Ríos',
        titulos_academicos: 'Doctora en Turismo',
        puesto_trabajo: 'Coordinadora',
        _status: 'published',
      },
    })
    expect(await payload.findByID({ collection: 'sitca-equipo', id: member.id, depth: 0 })).toMatchObject({
      titulos_academicos: 'Doctora en Turismo',
      puesto_trabajo: 'Coordinadora',
    })
  })

  it('sitca-documentos, with PDF, rich description and visits', async () => {
    const created = await payload.create({
      collection: 'sitca-documentos',
      data: {
        tipo: 'informe',
        titulo: `Informe anual ${unique()}`,
        fecha_publicacion: '2026-02-10T12:00:00.000Z',
        imagen: image,
        descripcion: richText('Ocupación hotelera.'),
        archivo: pdf,
        _status: 'published',
      },
    })
    const doc = await payload.findByID({ collection: 'sitca-documentos', id: created.id, depth: 0 })
    expect(doc).toMatchObject({ tipo: 'informe', archivo: pdf, visitas: 0 })
    expect(JSON.stringify(doc.descripcion)).toContain('Ocupación hotelera.')
  })

  it('solicitudes-contacto', async () => {
    const created = await payload.create({
      collection: 'solicitudes-contacto',
      data: {
        nombre: 'Luis',
        apellido: 'Pérez',
        telefono: '6241234567',
        email: 'luis@example.mx',
        programa: 'Derecho',
        comentario: 'Quiero informes.',
      },
    })
    const doc = await payload.findByID({ collection: 'solicitudes-contacto', id: created.id })
    expect(doc).toMatchObject({
      nombre: 'Luis',
      apellido: 'Pérez',
      telefono: '6241234567',
      email: 'luis@example.mx',
      programa: 'Derecho',
      comentario: 'Quiero informes.',
      estado: 'nueva',
    })
  })

  it('the site settings global refuses a save with required fields missing, in Spanish, and stores nothing', async () => {
    const before = await payload.findGlobal({ slug: 'configuracion-sitio' })
    const error = await payload
      .updateGlobal({ slug: 'configuracion-sitio', data: { telefono: '624 123 4567', whatsapp_preparatoria: '' } })
      .catch((e: Error) => e)
    expect((error as Error).message).toMatch(/^(Los siguientes campos son inválidos|El siguiente campo es inválido)/)
    expect((error as Error).message).toContain('WhatsApp de preparatoria')
    const settings = await payload.findGlobal({ slug: 'configuracion-sitio' })
    expect(settings.telefono ?? null).toBe(before.telefono ?? null)
    expect(settings.telefono).not.toBe('624 123 4567')
  })
})
