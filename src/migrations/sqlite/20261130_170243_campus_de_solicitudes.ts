import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_campus_admisiones\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_campus_admisiones_order_idx\` ON \`users_campus_admisiones\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_campus_admisiones_parent_idx\` ON \`users_campus_admisiones\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`campus\` text;`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_campus_idx\` ON \`solicitudes_contacto\` (\`campus\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_campus_admisiones\`;`)
  await db.run(sql`DROP INDEX \`solicitudes_contacto_campus_idx\`;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` DROP COLUMN \`campus\`;`)
}
