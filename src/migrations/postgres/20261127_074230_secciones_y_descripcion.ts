import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Info blocks get «Sección» and characteristic rows «Descripción principal», filled from the
 * titles the site used to guess them from, so every existing page shows the same as before.
 * The title rules are copied here (not imported) so this migration keeps meaning what it meant.
 */

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

/** The section the old title rule put a block in (/estudiantes checked «Servicio» first). */
function sectionFromTitle(titulo: string): string {
  if (fold(titulo).includes('servicio')) return 'servicio_social'
  if (fold(titulo).includes('practicas')) return 'practicas_profesionales'
  return 'general'
}

// The first row titled «Desc» of each programme was its description; later ones were plain tabs.
const characteristicTables = ['programas_caracteristicas', '_programas_v_version_caracteristicas', 'conocer_caracteristica', '_conocer_v_version_caracteristica']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of characteristicTables) {
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} ADD COLUMN "principal" boolean DEFAULT false;`)
    await db.execute(sql`UPDATE ${sql.identifier(table)} AS row SET "principal" = true WHERE trim(row."titulo_caracteristica") = 'Desc' AND NOT EXISTS (
      SELECT 1 FROM ${sql.identifier(table)} AS earlier
      WHERE earlier."_parent_id" = row."_parent_id" AND trim(earlier."titulo_caracteristica") = 'Desc' AND earlier."_order" < row."_order"
    );`)
  }

  // Added empty, filled row by row, and only then required: no block is left without a section.
  await db.execute(sql`CREATE TYPE "public"."enum_tramites_texto_seccion" AS ENUM('servicio_social', 'practicas_profesionales', 'general');`)
  await db.execute(sql`ALTER TABLE "tramites_texto" ADD COLUMN "seccion" "enum_tramites_texto_seccion";`)
  const blocks = await db.execute<{ id: number; titulo: string | null }>(sql`SELECT "id", "titulo" FROM "tramites_texto";`)
  for (const block of blocks.rows) {
    await db.execute(sql`UPDATE "tramites_texto" SET "seccion" = ${sectionFromTitle(block.titulo ?? '')} WHERE "id" = ${block.id};`)
  }
  await db.execute(sql`ALTER TABLE "tramites_texto" ALTER COLUMN "seccion" SET NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of characteristicTables) {
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} DROP COLUMN "principal";`)
  }
  await db.execute(sql`ALTER TABLE "tramites_texto" DROP COLUMN "seccion";`)
  await db.execute(sql`DROP TYPE "public"."enum_tramites_texto_seccion";`)
}
