import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

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
    await db.run(sql`ALTER TABLE ${sql.identifier(table)} ADD \`principal\` integer DEFAULT false;`)
    await db.run(sql`UPDATE ${sql.identifier(table)} SET \`principal\` = true WHERE trim(\`titulo_caracteristica\`) = 'Desc' AND NOT EXISTS (
      SELECT 1 FROM ${sql.identifier(table)} AS earlier
      WHERE earlier.\`_parent_id\` = ${sql.identifier(table)}.\`_parent_id\` AND trim(earlier.\`titulo_caracteristica\`) = 'Desc' AND earlier.\`_order\` < ${sql.identifier(table)}.\`_order\`
    );`)
  }

  // SQLite adds a NOT NULL column only with a default; every row then gets its own section.
  await db.run(sql`ALTER TABLE \`tramites_texto\` ADD \`seccion\` text DEFAULT 'general' NOT NULL;`)
  const blocks = await db.all<{ id: number; titulo: string | null }>(sql`SELECT \`id\`, \`titulo\` FROM \`tramites_texto\`;`)
  for (const block of blocks) {
    await db.run(sql`UPDATE \`tramites_texto\` SET \`seccion\` = ${sectionFromTitle(block.titulo ?? '')} WHERE \`id\` = ${block.id};`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of characteristicTables) {
    await db.run(sql`ALTER TABLE ${sql.identifier(table)} DROP COLUMN \`principal\`;`)
  }
  await db.run(sql`ALTER TABLE \`tramites_texto\` DROP COLUMN \`seccion\`;`)
}
