/* `npm run seed` (fills in whatever demo content is missing) and, with the argument if-empty, the
   start-up step that seeds a brand-new database only. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { env } from '../env'
import { completeOfferFacts, isEmpty, seed } from './seed'

const payload = await getPayload({ config })
console.log(`Base de datos: ${env.databaseKind === 'sqlite' ? env.databaseUrl : 'PostgreSQL'}`)
try {
  const atStart = process.argv.includes('if-empty')
  if (atStart && !env.seedOnStart) {
    payload.logger.info('SEED_ON_START=false: no se siembra contenido de demostración.')
  } else if (atStart && !(await isEmpty(payload))) {
    // A demo site seeded before the programme finder existed: its programmes get the finder's facts.
    const completed = await completeOfferFacts(payload)
    payload.logger.info(
      completed > 0
        ? `La base de datos ya tiene contenido: se completaron los datos del buscador de oferta de ${completed} programas de demostración.`
        : 'La base de datos ya tiene contenido: no se siembra nada.',
    )
  } else {
    const started = Date.now()
    const { created } = await seed(payload)
    payload.logger.info(`Siembra terminada en ${((Date.now() - started) / 1000).toFixed(1)} s (${created} documentos nuevos).`)
  }
  process.exit(0)
} catch (error) {
  payload.logger.error(error)
  process.exit(1)
}
