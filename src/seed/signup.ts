import type { SeedCommunication } from './types'

/** Campus time (America/Mazatlan) is UTC−7 all year: Mexico keeps no summer time since 2022. */
const campusOffsetHours = 7

/**
 * The sign-up of a demo event, in the future of the day the site is seeded: it starts `inDays`
 * days later at `hour` campus time, ends `days` days on at 18:00, and closes the evening before.
 */
export function upcomingSignup({ lugar, cupo, inDays, hour, days }: NonNullable<SeedCommunication['registro']>, now = new Date()) {
  const at = (dayOffset: number, localHour: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + dayOffset, localHour + campusOffsetHours)).toISOString()
  return {
    abierto: true,
    inicio: at(inDays, hour),
    fin: at(inDays + days - 1, 18),
    cierre: at(inDays - 1, 18),
    lugar,
    cupo,
  }
}

/** The date and place of a demo event that takes no registrations, as its editor would set them. */
export function eventDay({ dia, desde, hasta, ultimoDia, lugar }: NonNullable<SeedCommunication['cuando']>) {
  const at = (day: string, localHour: number) => {
    const [year, month, date] = day.split('-').map(Number)
    return new Date(Date.UTC(year, month - 1, date, localHour + campusOffsetHours)).toISOString()
  }
  return { abierto: false, inicio: at(dia, desde), fin: at(ultimoDia ?? dia, hasta), lugar }
}
