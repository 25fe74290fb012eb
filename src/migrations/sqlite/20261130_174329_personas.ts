import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { linkEveryone } from '@/cms/collections/People/backfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`personas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nombre\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`personas_updated_at_idx\` ON \`personas\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`personas_created_at_idx\` ON \`personas\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`personas_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`personas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`personas_texts_order_parent\` ON \`personas_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`personas_texts_text_idx\` ON \`personas_texts\` (\`text\`);`)
  await db.run(sql`ALTER TABLE \`solicitudes_contacto\` ADD \`ficha_id\` integer REFERENCES personas(id);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_ficha_idx\` ON \`solicitudes_contacto\` (\`ficha_id\`);`)
  await db.run(sql`ALTER TABLE \`registros_evento\` ADD \`ficha_id\` integer REFERENCES personas(id);`)
  await db.run(sql`CREATE INDEX \`registros_evento_ficha_idx\` ON \`registros_evento\` (\`ficha_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`personas_id\` integer REFERENCES personas(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_personas_id_idx\` ON \`payload_locked_documents_rels\` (\`personas_id\`);`)
  // Every request and registration stored before people existed, linked to its person.
  await linkEveryone(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`personas\`;`)
  await db.run(sql`DROP TABLE \`personas_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_solicitudes_contacto\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nombre\` text NOT NULL,
  	\`apellido\` text NOT NULL,
  	\`telefono\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`persona\` text,
  	\`programa\` text NOT NULL,
  	\`comentario\` text NOT NULL,
  	\`origen\` text DEFAULT 'formulario',
  	\`evento_id\` integer,
  	\`pagina\` text,
  	\`referrer\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_content\` text,
  	\`acepta_aviso\` integer,
  	\`aviso_aceptado_el\` text,
  	\`estado\` text DEFAULT 'nueva',
  	\`motivo_descarte\` text,
  	\`motivo_descarte_otro\` text,
  	\`campus\` text,
  	\`asesor_id\` integer,
  	\`proximo_contacto\` text,
  	\`proximo_contacto_tz\` text DEFAULT 'America/Mazatlan',
  	\`primera_respuesta_el\` text,
  	\`minutos_a_primera_respuesta\` numeric,
  	\`es_duplicada\` integer DEFAULT false,
  	\`duplicada_de_id\` integer,
  	\`anonimizada\` integer,
  	\`notificada_el\` text,
  	\`acuse_enviado_el\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`evento_id\`) REFERENCES \`comunicaciones\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`asesor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`duplicada_de_id\`) REFERENCES \`solicitudes_contacto\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_solicitudes_contacto\`("id", "nombre", "apellido", "telefono", "email", "persona", "programa", "comentario", "origen", "evento_id", "pagina", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_content", "acepta_aviso", "aviso_aceptado_el", "estado", "motivo_descarte", "motivo_descarte_otro", "campus", "asesor_id", "proximo_contacto", "proximo_contacto_tz", "primera_respuesta_el", "minutos_a_primera_respuesta", "es_duplicada", "duplicada_de_id", "anonimizada", "notificada_el", "acuse_enviado_el", "updated_at", "created_at") SELECT "id", "nombre", "apellido", "telefono", "email", "persona", "programa", "comentario", "origen", "evento_id", "pagina", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_content", "acepta_aviso", "aviso_aceptado_el", "estado", "motivo_descarte", "motivo_descarte_otro", "campus", "asesor_id", "proximo_contacto", "proximo_contacto_tz", "primera_respuesta_el", "minutos_a_primera_respuesta", "es_duplicada", "duplicada_de_id", "anonimizada", "notificada_el", "acuse_enviado_el", "updated_at", "created_at" FROM \`solicitudes_contacto\`;`)
  await db.run(sql`DROP TABLE \`solicitudes_contacto\`;`)
  await db.run(sql`ALTER TABLE \`__new_solicitudes_contacto\` RENAME TO \`solicitudes_contacto\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_origen_idx\` ON \`solicitudes_contacto\` (\`origen\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_evento_idx\` ON \`solicitudes_contacto\` (\`evento_id\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_estado_idx\` ON \`solicitudes_contacto\` (\`estado\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_campus_idx\` ON \`solicitudes_contacto\` (\`campus\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_asesor_idx\` ON \`solicitudes_contacto\` (\`asesor_id\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_proximo_contacto_idx\` ON \`solicitudes_contacto\` (\`proximo_contacto\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_primera_respuesta_el_idx\` ON \`solicitudes_contacto\` (\`primera_respuesta_el\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_es_duplicada_idx\` ON \`solicitudes_contacto\` (\`es_duplicada\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_duplicada_de_idx\` ON \`solicitudes_contacto\` (\`duplicada_de_id\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_anonimizada_idx\` ON \`solicitudes_contacto\` (\`anonimizada\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_notificada_el_idx\` ON \`solicitudes_contacto\` (\`notificada_el\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_updated_at_idx\` ON \`solicitudes_contacto\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_created_at_idx\` ON \`solicitudes_contacto\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_registros_evento\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`evento_id\` integer NOT NULL,
  	\`nombre\` text NOT NULL,
  	\`apellido\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`telefono\` text NOT NULL,
  	\`programa\` text,
  	\`acompanantes\` numeric DEFAULT 0 NOT NULL,
  	\`estado\` text DEFAULT 'confirmado' NOT NULL,
  	\`asistio\` integer DEFAULT false,
  	\`llego_sin_registro\` integer DEFAULT false,
  	\`asistio_el\` text,
  	\`cancelado_el\` text,
  	\`solicitud_id\` integer,
  	\`confirmacion_enviada_el\` text,
  	\`promocion_enviada_el\` text,
  	\`recordatorio_enviado_el\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`evento_id\`) REFERENCES \`comunicaciones\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`solicitud_id\`) REFERENCES \`solicitudes_contacto\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_registros_evento\`("id", "evento_id", "nombre", "apellido", "email", "telefono", "programa", "acompanantes", "estado", "asistio", "llego_sin_registro", "asistio_el", "cancelado_el", "solicitud_id", "confirmacion_enviada_el", "promocion_enviada_el", "recordatorio_enviado_el", "updated_at", "created_at") SELECT "id", "evento_id", "nombre", "apellido", "email", "telefono", "programa", "acompanantes", "estado", "asistio", "llego_sin_registro", "asistio_el", "cancelado_el", "solicitud_id", "confirmacion_enviada_el", "promocion_enviada_el", "recordatorio_enviado_el", "updated_at", "created_at" FROM \`registros_evento\`;`)
  await db.run(sql`DROP TABLE \`registros_evento\`;`)
  await db.run(sql`ALTER TABLE \`__new_registros_evento\` RENAME TO \`registros_evento\`;`)
  await db.run(sql`CREATE INDEX \`registros_evento_evento_idx\` ON \`registros_evento\` (\`evento_id\`);`)
  await db.run(sql`CREATE INDEX \`registros_evento_email_idx\` ON \`registros_evento\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`registros_evento_estado_idx\` ON \`registros_evento\` (\`estado\`);`)
  await db.run(sql`CREATE INDEX \`registros_evento_asistio_idx\` ON \`registros_evento\` (\`asistio\`);`)
  await db.run(sql`CREATE INDEX \`registros_evento_solicitud_idx\` ON \`registros_evento\` (\`solicitud_id\`);`)
  await db.run(sql`CREATE INDEX \`registros_evento_updated_at_idx\` ON \`registros_evento\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`registros_evento_created_at_idx\` ON \`registros_evento\` (\`created_at\`);`)
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
  	\`registros_evento_id\` integer,
  	\`turnos_asignacion_id\` integer,
  	\`redirecciones_id\` integer,
  	\`revisiones_id\` integer,
  	\`direcciones_no_encontradas_id\` integer,
  	\`entregas_webhook_id\` integer,
  	\`derechos_arco_id\` integer,
  	\`corridas_diarias_id\` integer,
  	\`captchas_usados_id\` integer,
  	\`envios_formularios_id\` integer,
  	\`vistas_compartidas_id\` integer,
  	\`hallazgos_accesibilidad_id\` integer,
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
  	FOREIGN KEY (\`registros_evento_id\`) REFERENCES \`registros_evento\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`turnos_asignacion_id\`) REFERENCES \`turnos_asignacion\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirecciones_id\`) REFERENCES \`redirecciones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`revisiones_id\`) REFERENCES \`revisiones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`direcciones_no_encontradas_id\`) REFERENCES \`direcciones_no_encontradas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`entregas_webhook_id\`) REFERENCES \`entregas_webhook\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`derechos_arco_id\`) REFERENCES \`derechos_arco\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`corridas_diarias_id\`) REFERENCES \`corridas_diarias\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captchas_usados_id\`) REFERENCES \`captchas_usados\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`envios_formularios_id\`) REFERENCES \`envios_formularios\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vistas_compartidas_id\`) REFERENCES \`vistas_compartidas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hallazgos_accesibilidad_id\`) REFERENCES \`hallazgos_accesibilidad\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "carrusel_id", "programas_id", "programas_academicos_id", "conocer_id", "comunicaciones_id", "podcasts_id", "casos_exito_id", "beneficios_exa_id", "tramites_texto_id", "libros_id", "sitca_equipo_id", "sitca_documentos_id", "solicitudes_contacto_id", "registros_evento_id", "turnos_asignacion_id", "redirecciones_id", "revisiones_id", "direcciones_no_encontradas_id", "entregas_webhook_id", "derechos_arco_id", "corridas_diarias_id", "captchas_usados_id", "envios_formularios_id", "vistas_compartidas_id", "hallazgos_accesibilidad_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "carrusel_id", "programas_id", "programas_academicos_id", "conocer_id", "comunicaciones_id", "podcasts_id", "casos_exito_id", "beneficios_exa_id", "tramites_texto_id", "libros_id", "sitca_equipo_id", "sitca_documentos_id", "solicitudes_contacto_id", "registros_evento_id", "turnos_asignacion_id", "redirecciones_id", "revisiones_id", "direcciones_no_encontradas_id", "entregas_webhook_id", "derechos_arco_id", "corridas_diarias_id", "captchas_usados_id", "envios_formularios_id", "vistas_compartidas_id", "hallazgos_accesibilidad_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_registros_evento_id_idx\` ON \`payload_locked_documents_rels\` (\`registros_evento_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_turnos_asignacion_id_idx\` ON \`payload_locked_documents_rels\` (\`turnos_asignacion_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirecciones_id_idx\` ON \`payload_locked_documents_rels\` (\`redirecciones_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_revisiones_id_idx\` ON \`payload_locked_documents_rels\` (\`revisiones_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_direcciones_no_encontradas_idx\` ON \`payload_locked_documents_rels\` (\`direcciones_no_encontradas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_entregas_webhook_id_idx\` ON \`payload_locked_documents_rels\` (\`entregas_webhook_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_derechos_arco_id_idx\` ON \`payload_locked_documents_rels\` (\`derechos_arco_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_corridas_diarias_id_idx\` ON \`payload_locked_documents_rels\` (\`corridas_diarias_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captchas_usados_id_idx\` ON \`payload_locked_documents_rels\` (\`captchas_usados_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_envios_formularios_id_idx\` ON \`payload_locked_documents_rels\` (\`envios_formularios_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vistas_compartidas_id_idx\` ON \`payload_locked_documents_rels\` (\`vistas_compartidas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hallazgos_accesibilidad_id_idx\` ON \`payload_locked_documents_rels\` (\`hallazgos_accesibilidad_id\`);`)
}
