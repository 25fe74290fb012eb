import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`programas_modalidades\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programas_modalidades_order_idx\` ON \`programas_modalidades\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programas_modalidades_parent_idx\` ON \`programas_modalidades\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programas_campus\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programas_campus_order_idx\` ON \`programas_campus\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programas_campus_parent_idx\` ON \`programas_campus\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programas_inicio\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programas_inicio_order_idx\` ON \`programas_inicio\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programas_inicio_parent_idx\` ON \`programas_inicio\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programas_v_version_modalidades\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_programas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programas_v_version_modalidades_order_idx\` ON \`_programas_v_version_modalidades\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_modalidades_parent_idx\` ON \`_programas_v_version_modalidades\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programas_v_version_campus\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_programas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programas_v_version_campus_order_idx\` ON \`_programas_v_version_campus\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_campus_parent_idx\` ON \`_programas_v_version_campus\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programas_v_version_inicio\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_programas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programas_v_version_inicio_order_idx\` ON \`_programas_v_version_inicio\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_inicio_parent_idx\` ON \`_programas_v_version_inicio\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`conocer_modalidades\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`conocer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`conocer_modalidades_order_idx\` ON \`conocer_modalidades\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`conocer_modalidades_parent_idx\` ON \`conocer_modalidades\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`conocer_campus\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`conocer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`conocer_campus_order_idx\` ON \`conocer_campus\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`conocer_campus_parent_idx\` ON \`conocer_campus\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`conocer_inicio\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`conocer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`conocer_inicio_order_idx\` ON \`conocer_inicio\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`conocer_inicio_parent_idx\` ON \`conocer_inicio\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_conocer_v_version_modalidades\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_conocer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_modalidades_order_idx\` ON \`_conocer_v_version_modalidades\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_modalidades_parent_idx\` ON \`_conocer_v_version_modalidades\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_conocer_v_version_campus\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_conocer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_campus_order_idx\` ON \`_conocer_v_version_campus\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_campus_parent_idx\` ON \`_conocer_v_version_campus\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_conocer_v_version_inicio\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_conocer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_inicio_order_idx\` ON \`_conocer_v_version_inicio\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_inicio_parent_idx\` ON \`_conocer_v_version_inicio\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`programas\` ADD \`area\` text;`)
  await db.run(sql`ALTER TABLE \`programas\` ADD \`duracion\` text;`)
  await db.run(sql`ALTER TABLE \`programas\` ADD \`duracion_meses\` numeric;`)
  await db.run(sql`CREATE INDEX \`programas_area_idx\` ON \`programas\` (\`area\`);`)
  await db.run(sql`ALTER TABLE \`_programas_v\` ADD \`version_area\` text;`)
  await db.run(sql`ALTER TABLE \`_programas_v\` ADD \`version_duracion\` text;`)
  await db.run(sql`ALTER TABLE \`_programas_v\` ADD \`version_duracion_meses\` numeric;`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_area_idx\` ON \`_programas_v\` (\`version_area\`);`)
  await db.run(sql`ALTER TABLE \`conocer\` ADD \`area\` text;`)
  await db.run(sql`ALTER TABLE \`conocer\` ADD \`duracion\` text;`)
  await db.run(sql`ALTER TABLE \`conocer\` ADD \`duracion_meses\` numeric;`)
  await db.run(sql`CREATE INDEX \`conocer_area_idx\` ON \`conocer\` (\`area\`);`)
  await db.run(sql`ALTER TABLE \`_conocer_v\` ADD \`version_area\` text;`)
  await db.run(sql`ALTER TABLE \`_conocer_v\` ADD \`version_duracion\` text;`)
  await db.run(sql`ALTER TABLE \`_conocer_v\` ADD \`version_duracion_meses\` numeric;`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_area_idx\` ON \`_conocer_v\` (\`version_area\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`programas_modalidades\`;`)
  await db.run(sql`DROP TABLE \`programas_campus\`;`)
  await db.run(sql`DROP TABLE \`programas_inicio\`;`)
  await db.run(sql`DROP TABLE \`_programas_v_version_modalidades\`;`)
  await db.run(sql`DROP TABLE \`_programas_v_version_campus\`;`)
  await db.run(sql`DROP TABLE \`_programas_v_version_inicio\`;`)
  await db.run(sql`DROP TABLE \`conocer_modalidades\`;`)
  await db.run(sql`DROP TABLE \`conocer_campus\`;`)
  await db.run(sql`DROP TABLE \`conocer_inicio\`;`)
  await db.run(sql`DROP TABLE \`_conocer_v_version_modalidades\`;`)
  await db.run(sql`DROP TABLE \`_conocer_v_version_campus\`;`)
  await db.run(sql`DROP TABLE \`_conocer_v_version_inicio\`;`)
  await db.run(sql`DROP INDEX \`programas_area_idx\`;`)
  await db.run(sql`ALTER TABLE \`programas\` DROP COLUMN \`area\`;`)
  await db.run(sql`ALTER TABLE \`programas\` DROP COLUMN \`duracion\`;`)
  await db.run(sql`ALTER TABLE \`programas\` DROP COLUMN \`duracion_meses\`;`)
  await db.run(sql`DROP INDEX \`_programas_v_version_version_area_idx\`;`)
  await db.run(sql`ALTER TABLE \`_programas_v\` DROP COLUMN \`version_area\`;`)
  await db.run(sql`ALTER TABLE \`_programas_v\` DROP COLUMN \`version_duracion\`;`)
  await db.run(sql`ALTER TABLE \`_programas_v\` DROP COLUMN \`version_duracion_meses\`;`)
  await db.run(sql`DROP INDEX \`conocer_area_idx\`;`)
  await db.run(sql`ALTER TABLE \`conocer\` DROP COLUMN \`area\`;`)
  await db.run(sql`ALTER TABLE \`conocer\` DROP COLUMN \`duracion\`;`)
  await db.run(sql`ALTER TABLE \`conocer\` DROP COLUMN \`duracion_meses\`;`)
  await db.run(sql`DROP INDEX \`_conocer_v_version_version_area_idx\`;`)
  await db.run(sql`ALTER TABLE \`_conocer_v\` DROP COLUMN \`version_area\`;`)
  await db.run(sql`ALTER TABLE \`_conocer_v\` DROP COLUMN \`version_duracion\`;`)
  await db.run(sql`ALTER TABLE \`_conocer_v\` DROP COLUMN \`version_duracion_meses\`;`)
}
