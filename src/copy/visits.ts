/** «1 visita», «58 visitas»: a count of visits as every page says it (its own module: a client leaf shows it). */
export const visitsLabel = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'visita' : 'visitas'}`
