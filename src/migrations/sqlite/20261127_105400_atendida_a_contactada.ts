import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Data only (no snapshot): the pipeline's states replace «atendida» with «contactada». It runs
 * before the pipeline's schema migration because, in PostgreSQL, that one narrows the state's
 * type to the new codes; here the column is text and only the rows change.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`UPDATE solicitudes_contacto SET estado = 'contactada' WHERE estado = 'atendida'`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE solicitudes_contacto SET estado = 'atendida' WHERE estado = 'contactada'`)
}
