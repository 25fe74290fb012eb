/** The first admin, created in the browser by back-office.spec.ts; the panel's tests sign in as it. */
export const firstAdmin = { email: 'direccion@ugc.edu.mx', password: 'Cabo-San-Lucas-2026' }
