/**
 * The site's own clock: Los Cabos and Culiacán keep Mazatlán time (UTC−7 all year; Mexico keeps no
 * summer time since 2022). Every date staff or visitors see is written in it.
 */
export const siteTimeZone = 'America/Mazatlan'
