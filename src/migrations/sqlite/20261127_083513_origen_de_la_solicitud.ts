import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`pagina\` text;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`referrer\` text;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`utm_campaign\` text;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`utm_content\` text;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`acepta_aviso\` integer;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`aviso_aceptado_el\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` DROP COLUMN \`pagina\`;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` DROP COLUMN \`referrer\`;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` DROP COLUMN \`utm_campaign\`;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` DROP COLUMN \`utm_content\`;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` DROP COLUMN \`acepta_aviso\`;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` DROP COLUMN \`aviso_aceptado_el\`;`)
}
