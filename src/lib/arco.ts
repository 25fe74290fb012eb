/** The person an ARCO request names: an e-mail, a phone, or both (either matches). */
export type ArcoPerson = { correo: string | null; telefono: string | null }

/** Reads the person from the admin's form or query; a Spanish message when neither is usable. */
export function parseArcoPerson(raw: { correo?: unknown; telefono?: unknown }): ArcoPerson | { problema: string } {
  const correo = typeof raw.correo === 'string' ? raw.correo.trim().toLowerCase() : ''
  const telefono = typeof raw.telefono === 'string' ? raw.telefono.replace(/\D/g, '') : ''
  if (!correo && !telefono) return { problema: 'Escribe el correo o el teléfono de la persona.' }
  if (correo && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(correo)) return { problema: 'Ese correo no parece válido; revísalo.' }
  if (telefono && telefono.length !== 10) return { problema: 'El teléfono debe tener 10 dígitos.' }
  return { correo: correo || null, telefono: telefono || null }
}

/** How the log names the person without keeping their data: «an***@correo.com», «***4567». */
export function maskPerson(person: ArcoPerson): string {
  const parts: string[] = []
  if (person.correo) {
    const [user = '', domain = ''] = person.correo.split('@')
    parts.push(`${user.slice(0, 2)}***@${domain}`)
  }
  if (person.telefono) parts.push(`***${person.telefono.slice(-4)}`)
  return parts.join(' · ')
}
