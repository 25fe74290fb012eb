import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Columns added to existing tables say what a deletion does, as the tables Payload creates do:
// SQLite's default (no action) would refuse to delete an adviser or a request another one repeats.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`programas_id\` integer,
  	\`conocer_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programas_id\`) REFERENCES \`programas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`conocer_id\`) REFERENCES \`conocer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_programas_id_idx\` ON \`users_rels\` (\`programas_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_conocer_id_idx\` ON \`users_rels\` (\`conocer_id\`);`)
  await db.run(sql`CREATE TABLE \`solicitudes_contacto_seguimiento\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tipo\` text DEFAULT 'llamada' NOT NULL,
  	\`texto\` text NOT NULL,
  	\`por_id\` integer,
  	\`el\` text,
  	FOREIGN KEY (\`por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solicitudes_contacto\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_seguimiento_order_idx\` ON \`solicitudes_contacto_seguimiento\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_seguimiento_parent_id_idx\` ON \`solicitudes_contacto_seguimiento\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_seguimiento_por_idx\` ON \`solicitudes_contacto_seguimiento\` (\`por_id\`);`)
  await db.run(sql`CREATE TABLE \`solicitudes_contacto_historial\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`de\` text,
  	\`a\` text NOT NULL,
  	\`por_id\` integer,
  	\`el\` text NOT NULL,
  	FOREIGN KEY (\`por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`solicitudes_contacto\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_historial_order_idx\` ON \`solicitudes_contacto_historial\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_historial_parent_id_idx\` ON \`solicitudes_contacto_historial\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_historial_por_idx\` ON \`solicitudes_contacto_historial\` (\`por_id\`);`)
  await db.run(sql`CREATE TABLE \`turnos_asignacion\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`clave\` text NOT NULL,
  	\`siguiente\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`turnos_asignacion_clave_idx\` ON \`turnos_asignacion\` (\`clave\`);`)
  await db.run(sql`CREATE INDEX \`turnos_asignacion_updated_at_idx\` ON \`turnos_asignacion\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`turnos_asignacion_created_at_idx\` ON \`turnos_asignacion\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`motivo_descarte\` text;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`motivo_descarte_otro\` text;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`asesor_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`primera_respuesta_el\` text;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`minutos_a_primera_respuesta\` numeric;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`es_duplicada\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`duplicada_de_id\` integer REFERENCES solicitudes_contacto(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`acuse_enviado_el\` text;`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_asesor_idx\` ON \`solicitudes_contacto\` (\`asesor_id\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_primera_respuesta_el_idx\` ON \`solicitudes_contacto\` (\`primera_respuesta_el\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_es_duplicada_idx\` ON \`solicitudes_contacto\` (\`es_duplicada\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_duplicada_de_idx\` ON \`solicitudes_contacto\` (\`duplicada_de_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`turnos_asignacion_id\` integer REFERENCES turnos_asignacion(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_turnos_asignacion_id_idx\` ON \`payload_locked_documents_rels\` (\`turnos_asignacion_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_rels\`;`)
  await db.run(sql`DROP TABLE \`solicitudes_contacto_seguimiento\`;`)
  await db.run(sql`DROP TABLE \`solicitudes_contacto_historial\`;`)
  await db.run(sql`DROP TABLE \`turnos_asignacion\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_solicitudes_contacto\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nombre\` text NOT NULL,
  	\`apellido\` text NOT NULL,
  	\`telefono\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`programa\` text NOT NULL,
  	\`comentario\` text NOT NULL,
  	\`pagina\` text,
  	\`referrer\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_content\` text,
  	\`acepta_aviso\` integer,
  	\`aviso_aceptado_el\` text,
  	\`estado\` text DEFAULT 'nueva',
  	\`notificada_el\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solicitudes_contacto\`("id", "nombre", "apellido", "telefono", "email", "programa", "comentario", "pagina", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_content", "acepta_aviso", "aviso_aceptado_el", "estado", "notificada_el", "updated_at", "created_at") SELECT "id", "nombre", "apellido", "telefono", "email", "programa", "comentario", "pagina", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_content", "acepta_aviso", "aviso_aceptado_el", "estado", "notificada_el", "updated_at", "created_at" FROM \`solicitudes_contacto\`;`)
  await db.run(sql`DROP TABLE \`solicitudes_contacto\`;`)
  await db.run(sql`ALTER TABLE \`__new_solicitudes_contacto\` RENAME TO \`solicitudes_contacto\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_estado_idx\` ON \`solicitudes_contacto\` (\`estado\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_notificada_el_idx\` ON \`solicitudes_contacto\` (\`notificada_el\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_updated_at_idx\` ON \`solicitudes_contacto\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_created_at_idx\` ON \`solicitudes_contacto\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`carrusel_id\` integer,
  	\`programas_id\` integer,
  	\`programas_academicos_id\` integer,
  	\`conocer_id\` integer,
  	\`comunicaciones_id\` integer,
  	\`podcasts_id\` integer,
  	\`casos_exito_id\` integer,
  	\`beneficios_exa_id\` integer,
  	\`tramites_texto_id\` integer,
  	\`libros_id\` integer,
  	\`sitca_equipo_id\` integer,
  	\`sitca_documentos_id\` integer,
  	\`solicitudes_contacto_id\` integer,
  	\`captchas_usados_id\` integer,
  	\`envios_formularios_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carrusel_id\`) REFERENCES \`carrusel\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programas_id\`) REFERENCES \`programas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programas_academicos_id\`) REFERENCES \`programas_academicos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`conocer_id\`) REFERENCES \`conocer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comunicaciones_id\`) REFERENCES \`comunicaciones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcasts_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`casos_exito_id\`) REFERENCES \`casos_exito\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`beneficios_exa_id\`) REFERENCES \`beneficios_exa\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tramites_texto_id\`) REFERENCES \`tramites_texto\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`libros_id\`) REFERENCES \`libros\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sitca_equipo_id\`) REFERENCES \`sitca_equipo\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sitca_documentos_id\`) REFERENCES \`sitca_documentos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`solicitudes_contacto_id\`) REFERENCES \`solicitudes_contacto\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captchas_usados_id\`) REFERENCES \`captchas_usados\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`envios_formularios_id\`) REFERENCES \`envios_formularios\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "carrusel_id", "programas_id", "programas_academicos_id", "conocer_id", "comunicaciones_id", "podcasts_id", "casos_exito_id", "beneficios_exa_id", "tramites_texto_id", "libros_id", "sitca_equipo_id", "sitca_documentos_id", "solicitudes_contacto_id", "captchas_usados_id", "envios_formularios_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "carrusel_id", "programas_id", "programas_academicos_id", "conocer_id", "comunicaciones_id", "podcasts_id", "casos_exito_id", "beneficios_exa_id", "tramites_texto_id", "libros_id", "sitca_equipo_id", "sitca_documentos_id", "solicitudes_contacto_id", "captchas_usados_id", "envios_formularios_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carrusel_id_idx\` ON \`payload_locked_documents_rels\` (\`carrusel_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programas_id_idx\` ON \`payload_locked_documents_rels\` (\`programas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programas_academicos_id_idx\` ON \`payload_locked_documents_rels\` (\`programas_academicos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_conocer_id_idx\` ON \`payload_locked_documents_rels\` (\`conocer_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comunicaciones_id_idx\` ON \`payload_locked_documents_rels\` (\`comunicaciones_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcasts_id_idx\` ON \`payload_locked_documents_rels\` (\`podcasts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_casos_exito_id_idx\` ON \`payload_locked_documents_rels\` (\`casos_exito_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_beneficios_exa_id_idx\` ON \`payload_locked_documents_rels\` (\`beneficios_exa_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tramites_texto_id_idx\` ON \`payload_locked_documents_rels\` (\`tramites_texto_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_libros_id_idx\` ON \`payload_locked_documents_rels\` (\`libros_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sitca_equipo_id_idx\` ON \`payload_locked_documents_rels\` (\`sitca_equipo_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sitca_documentos_id_idx\` ON \`payload_locked_documents_rels\` (\`sitca_documentos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_solicitudes_contacto_id_idx\` ON \`payload_locked_documents_rels\` (\`solicitudes_contacto_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captchas_usados_id_idx\` ON \`payload_locked_documents_rels\` (\`captchas_usados_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_envios_formularios_id_idx\` ON \`payload_locked_documents_rels\` (\`envios_formularios_id\`);`)
}
