import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`aviso\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`activo\` integer DEFAULT false,
  	\`severidad\` text DEFAULT 'informativo',
  	\`texto\` text,
  	\`enlace\` text,
  	\`texto_enlace\` text,
  	\`inicio\` text,
  	\`inicio_tz\` text DEFAULT 'America/Mazatlan',
  	\`fin\` text,
  	\`fin_tz\` text DEFAULT 'America/Mazatlan',
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`aviso__status_idx\` ON \`aviso\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_aviso_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_activo\` integer DEFAULT false,
  	\`version_severidad\` text DEFAULT 'informativo',
  	\`version_texto\` text,
  	\`version_enlace\` text,
  	\`version_texto_enlace\` text,
  	\`version_inicio\` text,
  	\`version_inicio_tz\` text DEFAULT 'America/Mazatlan',
  	\`version_fin\` text,
  	\`version_fin_tz\` text DEFAULT 'America/Mazatlan',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_aviso_v_version_version__status_idx\` ON \`_aviso_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_aviso_v_created_at_idx\` ON \`_aviso_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_aviso_v_updated_at_idx\` ON \`_aviso_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_aviso_v_latest_idx\` ON \`_aviso_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`aviso\`;`)
  await db.run(sql`DROP TABLE \`_aviso_v\`;`)
}
