import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`mensajes_admisiones_por_programa\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`correo_asunto\` text,
  	\`correo_texto\` text,
  	\`whatsapp_texto\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mensajes_admisiones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mensajes_admisiones_por_programa_order_idx\` ON \`mensajes_admisiones_por_programa\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mensajes_admisiones_por_programa_parent_id_idx\` ON \`mensajes_admisiones_por_programa\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mensajes_admisiones\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`correo_asunto\` text DEFAULT 'Tu solicitud de información sobre {programa}' NOT NULL,
  	\`correo_texto\` text DEFAULT 'Hola, {nombre}:
  
  Soy {asesor}, de admisiones de la Universidad UGC. Recibimos tu solicitud de información sobre {programa} y con gusto te ayudo. ¿A qué hora te puedo llamar para platicar de tus dudas?
  
  Saludos,
  {asesor}' NOT NULL,
  	\`whatsapp_texto\` text DEFAULT 'Hola, {nombre}. Soy {asesor}, de admisiones de la Universidad UGC. Recibimos tu solicitud sobre {programa}. ¿Tienes unos minutos para platicar?' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`mensajes_admisiones_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`programas_id\` integer,
  	\`conocer_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`mensajes_admisiones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programas_id\`) REFERENCES \`programas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`conocer_id\`) REFERENCES \`conocer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mensajes_admisiones_rels_order_idx\` ON \`mensajes_admisiones_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`mensajes_admisiones_rels_parent_idx\` ON \`mensajes_admisiones_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`mensajes_admisiones_rels_path_idx\` ON \`mensajes_admisiones_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`mensajes_admisiones_rels_programas_id_idx\` ON \`mensajes_admisiones_rels\` (\`programas_id\`);`)
  await db.run(sql`CREATE INDEX \`mensajes_admisiones_rels_conocer_id_idx\` ON \`mensajes_admisiones_rels\` (\`conocer_id\`);`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`persona\` text;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`proximo_contacto\` text;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`proximo_contacto_tz\` text DEFAULT 'America/Mazatlan';`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_proximo_contacto_idx\` ON \`solicitudes_contacto\` (\`proximo_contacto\`);`)
  // The requests already stored get their title from their name, as every save writes it from now on.
  await db.run(sql`UPDATE \`solicitudes_contacto\` SET \`persona\` = trim(\`nombre\` || ' ' || \`apellido\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`mensajes_admisiones_por_programa\`;`)
  await db.run(sql`DROP TABLE \`mensajes_admisiones\`;`)
  await db.run(sql`DROP TABLE \`mensajes_admisiones_rels\`;`)
  await db.run(sql`DROP INDEX \`solicitudes_contacto_proximo_contacto_idx\`;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` DROP COLUMN \`persona\`;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` DROP COLUMN \`proximo_contacto\`;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` DROP COLUMN \`proximo_contacto_tz\`;`)
}
