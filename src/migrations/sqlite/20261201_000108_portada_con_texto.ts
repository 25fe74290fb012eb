import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`carrusel\` ADD \`texto\` text;`)
  await db.run(sql`ALTER TABLE \`carrusel\` ADD \`boton\` text;`)
  await db.run(sql`ALTER TABLE \`_carrusel_v\` ADD \`version_texto\` text;`)
  await db.run(sql`ALTER TABLE \`_carrusel_v\` ADD \`version_boton\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`carrusel\` DROP COLUMN \`texto\`;`)
  await db.run(sql`ALTER TABLE \`carrusel\` DROP COLUMN \`boton\`;`)
  await db.run(sql`ALTER TABLE \`_carrusel_v\` DROP COLUMN \`version_texto\`;`)
  await db.run(sql`ALTER TABLE \`_carrusel_v\` DROP COLUMN \`version_boton\`;`)
}
