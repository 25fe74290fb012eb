import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`contenido_institucional_incubadora_fases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`descripcion\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_fases_order_idx\` ON \`contenido_institucional_incubadora_fases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_fases_parent_id_idx\` ON \`contenido_institucional_incubadora_fases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contenido_institucional_incubadora_servicios\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`servicio\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_servicios_order_idx\` ON \`contenido_institucional_incubadora_servicios\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_servicios_parent_id_idx\` ON \`contenido_institucional_incubadora_servicios\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contenido_institucional_incubadora_requisitos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`requisito\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_requisitos_order_idx\` ON \`contenido_institucional_incubadora_requisitos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_requisitos_parent_id_idx\` ON \`contenido_institucional_incubadora_requisitos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contenido_institucional_convenios_internacionales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`pais\` text NOT NULL,
  	\`institucion\` text NOT NULL,
  	\`descripcion\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contenido_institucional_convenios_internacionales_order_idx\` ON \`contenido_institucional_convenios_internacionales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_convenios_internacionales_parent_id_idx\` ON \`contenido_institucional_convenios_internacionales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contenido_institucional_convenios_nacionales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`institucion\` text NOT NULL,
  	\`tipo\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contenido_institucional_convenios_nacionales_order_idx\` ON \`contenido_institucional_convenios_nacionales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_convenios_nacionales_parent_id_idx\` ON \`contenido_institucional_convenios_nacionales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contenido_institucional_becas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nombre\` text NOT NULL,
  	\`descripcion\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contenido_institucional_becas_order_idx\` ON \`contenido_institucional_becas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_becas_parent_id_idx\` ON \`contenido_institucional_becas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contenido_institucional\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quienes_somos\` text NOT NULL,
  	\`en_la_empresa\` text NOT NULL,
  	\`en_la_sociedad\` text NOT NULL,
  	\`en_el_mundo\` text NOT NULL,
  	\`rector_nombre\` text NOT NULL,
  	\`rector_cargo\` text NOT NULL,
  	\`rector_mensaje\` text NOT NULL,
  	\`mision\` text NOT NULL,
  	\`vision\` text NOT NULL,
  	\`incubadora_que_es\` text NOT NULL,
  	\`incubadora_como_opera\` text NOT NULL,
  	\`convenios_intro\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`contenido_institucional_incubadora_fases\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_incubadora_servicios\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_incubadora_requisitos\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_convenios_internacionales\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_convenios_nacionales\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_becas\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional\`;`)
}
