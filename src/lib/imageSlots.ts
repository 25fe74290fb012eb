/**
 * The shapes the site shows pictures in (VISUAL.md «Shape and space»), defined once: the seed draws
 * its demo pictures at these sizes, and the back office shows an editor each picture cut to each
 * shape around its focal point, which the site then uses as the picture's object-position.
 */
export const imageSlots = {
  banner: { label: 'Portada de página', where: 'Encabezados de secciones y detalles', size: [1600, 600] },
  slide: { label: 'Diapositiva del inicio', where: 'Carrusel de la página de inicio', size: [1500, 660] },
  card: { label: 'Tarjeta', where: 'Noticias, eventos, programas y podcasts', size: [1200, 675] },
  square: { label: 'Cuadrada', where: 'Personas, logotipos y miniaturas', size: [800, 800] },
  cover: { label: 'Portada de libro', where: 'Libros de la editorial', size: [600, 900] },
  phone: { label: 'Portada en teléfono', where: 'Encabezados vistos en un teléfono', size: [780, 520] },
} as const satisfies Record<string, { label: string; where: string; size: readonly [number, number] }>

export type ImageSlot = keyof typeof imageSlots

/** The ratio written as people read it: 16:9, 8:3, 1:1. */
export function ratioLabel([width, height]: readonly [number, number]): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))
  const d = gcd(width, height)
  return `${width / d}:${height / d}`
}

/**
 * The CSS object-position for a stored focal point (percent from the left and the top), or
 * undefined for the centre, which is what object-cover does anyway.
 */
export function focalPosition(x: number | null | undefined, y: number | null | undefined): string | undefined {
  const clamp = (v: number | null | undefined) =>
    typeof v === 'number' && Number.isFinite(v) ? Math.min(100, Math.max(0, Math.round(v))) : 50
  const [left, top] = [clamp(x), clamp(y)]
  return left === 50 && top === 50 ? undefined : `${left}% ${top}%`
}
