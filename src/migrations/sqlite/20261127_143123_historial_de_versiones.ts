import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

type Db = MigrateUpArgs['db']

/**
 * Dropping a global's table to rebuild it deletes, through their foreign keys, the rows of its lists
 * and relationships (migrations run in a transaction, where PRAGMA foreign_keys=OFF does nothing):
 * they are copied aside before and put back after.
 */
async function keepRowsOf(db: Db, tables: string[], rebuild: () => Promise<void>): Promise<void> {
  for (const t of tables) await db.run(sql.raw(`CREATE TEMP TABLE \`keep_${t}\` AS SELECT * FROM \`${t}\`;`))
  await rebuild()
  for (const t of tables) {
    await db.run(sql.raw(`DELETE FROM \`${t}\`;`))
    await db.run(sql.raw(`INSERT INTO \`${t}\` SELECT * FROM \`keep_${t}\`;`))
    await db.run(sql.raw(`DROP TABLE \`keep_${t}\`;`))
  }
}

// Drafts and versions for every kind of public content and both site globals, and each version's
// author (actualizado_por). What was on the site stays published: the rebuilt tables copy every row
// with _status 'published' (the new column would otherwise leave them as drafts, hidden from visitors).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_carrusel_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titulo\` text,
  	\`version_tipo\` text,
  	\`version_path_imagen_id\` integer,
  	\`version_link\` text,
  	\`version_orden\` numeric DEFAULT 0,
  	\`version_actualizado_por_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`carrusel\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_carrusel_v_parent_idx\` ON \`_carrusel_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_carrusel_v_version_version_tipo_idx\` ON \`_carrusel_v\` (\`version_tipo\`);`)
  await db.run(sql`CREATE INDEX \`_carrusel_v_version_version_path_imagen_idx\` ON \`_carrusel_v\` (\`version_path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_carrusel_v_version_version_actualizado_por_idx\` ON \`_carrusel_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`_carrusel_v_version_version_updated_at_idx\` ON \`_carrusel_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_carrusel_v_version_version_created_at_idx\` ON \`_carrusel_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_carrusel_v_version_version__status_idx\` ON \`_carrusel_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_carrusel_v_created_at_idx\` ON \`_carrusel_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_carrusel_v_updated_at_idx\` ON \`_carrusel_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_carrusel_v_latest_idx\` ON \`_carrusel_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_programas_academicos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titulo\` text,
  	\`version_path_imagen_id\` integer,
  	\`version_link\` text,
  	\`version_orden\` numeric DEFAULT 0,
  	\`version_actualizado_por_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programas_academicos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_programas_academicos_v_parent_idx\` ON \`_programas_academicos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programas_academicos_v_version_version_path_imagen_idx\` ON \`_programas_academicos_v\` (\`version_path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_programas_academicos_v_version_version_actualizado_por_idx\` ON \`_programas_academicos_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`_programas_academicos_v_version_version_updated_at_idx\` ON \`_programas_academicos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programas_academicos_v_version_version_created_at_idx\` ON \`_programas_academicos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programas_academicos_v_version_version__status_idx\` ON \`_programas_academicos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_programas_academicos_v_created_at_idx\` ON \`_programas_academicos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programas_academicos_v_updated_at_idx\` ON \`_programas_academicos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programas_academicos_v_latest_idx\` ON \`_programas_academicos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_casos_exito_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titulo\` text,
  	\`version_subtitulo\` text,
  	\`version_path_imagen_id\` integer,
  	\`version_orden\` numeric DEFAULT 0,
  	\`version_actualizado_por_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`casos_exito\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_casos_exito_v_parent_idx\` ON \`_casos_exito_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_casos_exito_v_version_version_path_imagen_idx\` ON \`_casos_exito_v\` (\`version_path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_casos_exito_v_version_version_actualizado_por_idx\` ON \`_casos_exito_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`_casos_exito_v_version_version_updated_at_idx\` ON \`_casos_exito_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_casos_exito_v_version_version_created_at_idx\` ON \`_casos_exito_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_casos_exito_v_version_version__status_idx\` ON \`_casos_exito_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_casos_exito_v_created_at_idx\` ON \`_casos_exito_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_casos_exito_v_updated_at_idx\` ON \`_casos_exito_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_casos_exito_v_latest_idx\` ON \`_casos_exito_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_beneficios_exa_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_descuento\` numeric,
  	\`version_titulo\` text,
  	\`version_descripcion\` text,
  	\`version_path_imagen_id\` integer,
  	\`version_ubicacion\` text,
  	\`version_orden\` numeric DEFAULT 0,
  	\`version_actualizado_por_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`beneficios_exa\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_beneficios_exa_v_parent_idx\` ON \`_beneficios_exa_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_beneficios_exa_v_version_version_path_imagen_idx\` ON \`_beneficios_exa_v\` (\`version_path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_beneficios_exa_v_version_version_actualizado_por_idx\` ON \`_beneficios_exa_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`_beneficios_exa_v_version_version_updated_at_idx\` ON \`_beneficios_exa_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_beneficios_exa_v_version_version_created_at_idx\` ON \`_beneficios_exa_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_beneficios_exa_v_version_version__status_idx\` ON \`_beneficios_exa_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_beneficios_exa_v_created_at_idx\` ON \`_beneficios_exa_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_beneficios_exa_v_updated_at_idx\` ON \`_beneficios_exa_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_beneficios_exa_v_latest_idx\` ON \`_beneficios_exa_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_tramites_texto_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titulo\` text,
  	\`version_seccion\` text,
  	\`version_texto\` text,
  	\`version_orden\` numeric DEFAULT 0,
  	\`version_actualizado_por_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tramites_texto\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_tramites_texto_v_parent_idx\` ON \`_tramites_texto_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tramites_texto_v_version_version_actualizado_por_idx\` ON \`_tramites_texto_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`_tramites_texto_v_version_version_updated_at_idx\` ON \`_tramites_texto_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tramites_texto_v_version_version_created_at_idx\` ON \`_tramites_texto_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tramites_texto_v_version_version__status_idx\` ON \`_tramites_texto_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_tramites_texto_v_created_at_idx\` ON \`_tramites_texto_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tramites_texto_v_updated_at_idx\` ON \`_tramites_texto_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tramites_texto_v_latest_idx\` ON \`_tramites_texto_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_libros_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_imagen_id\` integer,
  	\`version_titulo\` text,
  	\`version_nombre_autor\` text,
  	\`version_edicion\` text,
  	\`version_anio_edicion\` numeric,
  	\`version_descripcion\` text,
  	\`version_orden\` numeric DEFAULT 0,
  	\`version_actualizado_por_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`libros\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_libros_v_parent_idx\` ON \`_libros_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_libros_v_version_version_imagen_idx\` ON \`_libros_v\` (\`version_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_libros_v_version_version_actualizado_por_idx\` ON \`_libros_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`_libros_v_version_version_updated_at_idx\` ON \`_libros_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_libros_v_version_version_created_at_idx\` ON \`_libros_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_libros_v_version_version__status_idx\` ON \`_libros_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_libros_v_created_at_idx\` ON \`_libros_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_libros_v_updated_at_idx\` ON \`_libros_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_libros_v_latest_idx\` ON \`_libros_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_sitca_equipo_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_imagen_id\` integer,
  	\`version_titulo\` text,
  	\`version_titulos_academicos\` text,
  	\`version_puesto_trabajo\` text,
  	\`version_orden\` numeric DEFAULT 0,
  	\`version_actualizado_por_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sitca_equipo\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_sitca_equipo_v_parent_idx\` ON \`_sitca_equipo_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_equipo_v_version_version_imagen_idx\` ON \`_sitca_equipo_v\` (\`version_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_equipo_v_version_version_actualizado_por_idx\` ON \`_sitca_equipo_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_equipo_v_version_version_updated_at_idx\` ON \`_sitca_equipo_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_equipo_v_version_version_created_at_idx\` ON \`_sitca_equipo_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_equipo_v_version_version__status_idx\` ON \`_sitca_equipo_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_equipo_v_created_at_idx\` ON \`_sitca_equipo_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_equipo_v_updated_at_idx\` ON \`_sitca_equipo_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_equipo_v_latest_idx\` ON \`_sitca_equipo_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_configuracion_sitio_v_version_campus\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nombre\` text,
  	\`direccion\` text,
  	\`mapa_embed\` text,
  	\`mapa_enlace\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_configuracion_sitio_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_version_campus_order_idx\` ON \`_configuracion_sitio_v_version_campus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_version_campus_parent_id_idx\` ON \`_configuracion_sitio_v_version_campus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_configuracion_sitio_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_telefono\` text,
  	\`version_telefono_preparatoria\` text,
  	\`version_telefono_campus\` text,
  	\`version_whatsapp\` text,
  	\`version_whatsapp_preparatoria\` text,
  	\`version_mensaje_whatsapp\` text,
  	\`version_direccion\` text,
  	\`version_etiqueta_campus\` text,
  	\`version_correo_admisiones\` text,
  	\`version_correo_titulacion\` text,
  	\`version_whatsapp_titulacion\` text,
  	\`version_correo_practicas\` text,
  	\`version_telefono_practicas\` text,
  	\`version_whatsapp_practicas\` text,
  	\`version_conocer_codigo_centro\` text,
  	\`version_conocer_direccion\` text,
  	\`version_conocer_telefonos\` text,
  	\`version_correo_conocer\` text,
  	\`version_correo_quejas_conocer\` text,
  	\`version_telefono_quejas_conocer\` text,
  	\`version_facebook\` text,
  	\`version_instagram\` text,
  	\`version_youtube\` text,
  	\`version_url_doctorados\` text,
  	\`version_url_maestrias\` text,
  	\`version_url_especialidades\` text,
  	\`version_url_campus_virtual\` text,
  	\`version_url_plataforma_virtual\` text,
  	\`version_url_servoescolar\` text,
  	\`version_url_ugc_mas\` text,
  	\`version_url_revista_cientifica\` text,
  	\`version_url_nafin\` text,
  	\`version_url_ulades\` text,
  	\`version_url_bolsa_trabajo\` text,
  	\`version_url_bolsa_practicas\` text,
  	\`version_url_red_conocer\` text,
  	\`version_url_inscripcion_preparatoria\` text,
  	\`version_url_queja\` text,
  	\`version_url_sugerencia\` text,
  	\`version_url_examen_ingles\` text,
  	\`version_video_inicio\` text,
  	\`version_video_comunicacion\` text,
  	\`version_video_casos_exito\` text,
  	\`version_radio_stream_url\` text,
  	\`version_reglamento_escolar_id\` integer,
  	\`version_certificado_iso_id\` integer,
  	\`version_folleto_conocer_id\` integer,
  	\`version_programa_becas_id\` integer,
  	\`version_aviso_privacidad\` text,
  	\`version_actualizado_por_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_reglamento_escolar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_certificado_iso_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_folleto_conocer_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_programa_becas_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_version_version_reglamento_escola_idx\` ON \`_configuracion_sitio_v\` (\`version_reglamento_escolar_id\`);`)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_version_version_certificado_iso_idx\` ON \`_configuracion_sitio_v\` (\`version_certificado_iso_id\`);`)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_version_version_folleto_conocer_idx\` ON \`_configuracion_sitio_v\` (\`version_folleto_conocer_id\`);`)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_version_version_programa_becas_idx\` ON \`_configuracion_sitio_v\` (\`version_programa_becas_id\`);`)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_version_version_actualizado_por_idx\` ON \`_configuracion_sitio_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_version_version__status_idx\` ON \`_configuracion_sitio_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_created_at_idx\` ON \`_configuracion_sitio_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_updated_at_idx\` ON \`_configuracion_sitio_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_latest_idx\` ON \`_configuracion_sitio_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_configuracion_sitio_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_configuracion_sitio_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_rels_order_idx\` ON \`_configuracion_sitio_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_rels_parent_idx\` ON \`_configuracion_sitio_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_rels_path_idx\` ON \`_configuracion_sitio_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_configuracion_sitio_v_rels_media_id_idx\` ON \`_configuracion_sitio_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_contenido_institucional_v_version_incubadora_fases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text,
  	\`descripcion\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contenido_institucional_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_incubadora_fases_order_idx\` ON \`_contenido_institucional_v_version_incubadora_fases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_incubadora_fases_parent_id_idx\` ON \`_contenido_institucional_v_version_incubadora_fases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contenido_institucional_v_version_incubadora_servicios\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`servicio\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contenido_institucional_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_incubadora_servicios_order_idx\` ON \`_contenido_institucional_v_version_incubadora_servicios\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_incubadora_servicios_parent_id_idx\` ON \`_contenido_institucional_v_version_incubadora_servicios\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contenido_institucional_v_version_incubadora_requisitos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`requisito\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contenido_institucional_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_incubadora_requisitos_order_idx\` ON \`_contenido_institucional_v_version_incubadora_requisitos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_incubadora_requisitos_parent_id_idx\` ON \`_contenido_institucional_v_version_incubadora_requisitos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contenido_institucional_v_version_convenios_internacionales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pais\` text,
  	\`institucion\` text,
  	\`descripcion\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contenido_institucional_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_convenios_internacionales_order_idx\` ON \`_contenido_institucional_v_version_convenios_internacionales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_convenios_internacionales_parent_id_idx\` ON \`_contenido_institucional_v_version_convenios_internacionales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contenido_institucional_v_version_convenios_nacionales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`institucion\` text,
  	\`tipo\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contenido_institucional_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_convenios_nacionales_order_idx\` ON \`_contenido_institucional_v_version_convenios_nacionales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_convenios_nacionales_parent_id_idx\` ON \`_contenido_institucional_v_version_convenios_nacionales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contenido_institucional_v_version_becas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nombre\` text,
  	\`descripcion\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contenido_institucional_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_becas_order_idx\` ON \`_contenido_institucional_v_version_becas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_becas_parent_id_idx\` ON \`_contenido_institucional_v_version_becas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contenido_institucional_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_quienes_somos\` text,
  	\`version_en_la_empresa\` text,
  	\`version_en_la_sociedad\` text,
  	\`version_en_el_mundo\` text,
  	\`version_rector_nombre\` text,
  	\`version_rector_cargo\` text,
  	\`version_rector_mensaje\` text,
  	\`version_mision\` text,
  	\`version_vision\` text,
  	\`version_incubadora_que_es\` text,
  	\`version_incubadora_como_opera\` text,
  	\`version_convenios_intro\` text,
  	\`version_actualizado_por_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_version_actualizado_p_idx\` ON \`_contenido_institucional_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_version_version__status_idx\` ON \`_contenido_institucional_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_created_at_idx\` ON \`_contenido_institucional_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_updated_at_idx\` ON \`_contenido_institucional_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_contenido_institucional_v_latest_idx\` ON \`_contenido_institucional_v\` (\`latest\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_carrusel\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text,
  	\`tipo\` text,
  	\`path_imagen_id\` integer,
  	\`link\` text,
  	\`orden\` numeric DEFAULT 0,
  	\`actualizado_por_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_carrusel\`("id", "titulo", "tipo", "path_imagen_id", "link", "orden", "actualizado_por_id", "updated_at", "created_at", "_status") SELECT "id", "titulo", "tipo", "path_imagen_id", "link", "orden", NULL, "updated_at", "created_at", 'published' FROM \`carrusel\`;`)
  await db.run(sql`DROP TABLE \`carrusel\`;`)
  await db.run(sql`ALTER TABLE \`__new_carrusel\` RENAME TO \`carrusel\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`carrusel_tipo_idx\` ON \`carrusel\` (\`tipo\`);`)
  await db.run(sql`CREATE INDEX \`carrusel_path_imagen_idx\` ON \`carrusel\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`carrusel_actualizado_por_idx\` ON \`carrusel\` (\`actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`carrusel_updated_at_idx\` ON \`carrusel\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carrusel_created_at_idx\` ON \`carrusel\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`carrusel__status_idx\` ON \`carrusel\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_programas_academicos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text,
  	\`path_imagen_id\` integer,
  	\`link\` text,
  	\`orden\` numeric DEFAULT 0,
  	\`actualizado_por_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programas_academicos\`("id", "titulo", "path_imagen_id", "link", "orden", "actualizado_por_id", "updated_at", "created_at", "_status") SELECT "id", "titulo", "path_imagen_id", "link", "orden", NULL, "updated_at", "created_at", 'published' FROM \`programas_academicos\`;`)
  await db.run(sql`DROP TABLE \`programas_academicos\`;`)
  await db.run(sql`ALTER TABLE \`__new_programas_academicos\` RENAME TO \`programas_academicos\`;`)
  await db.run(sql`CREATE INDEX \`programas_academicos_path_imagen_idx\` ON \`programas_academicos\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`programas_academicos_actualizado_por_idx\` ON \`programas_academicos\` (\`actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`programas_academicos_updated_at_idx\` ON \`programas_academicos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programas_academicos_created_at_idx\` ON \`programas_academicos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`programas_academicos__status_idx\` ON \`programas_academicos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_casos_exito\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text,
  	\`subtitulo\` text,
  	\`path_imagen_id\` integer,
  	\`orden\` numeric DEFAULT 0,
  	\`actualizado_por_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_casos_exito\`("id", "titulo", "subtitulo", "path_imagen_id", "orden", "actualizado_por_id", "updated_at", "created_at", "_status") SELECT "id", "titulo", "subtitulo", "path_imagen_id", "orden", NULL, "updated_at", "created_at", 'published' FROM \`casos_exito\`;`)
  await db.run(sql`DROP TABLE \`casos_exito\`;`)
  await db.run(sql`ALTER TABLE \`__new_casos_exito\` RENAME TO \`casos_exito\`;`)
  await db.run(sql`CREATE INDEX \`casos_exito_path_imagen_idx\` ON \`casos_exito\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`casos_exito_actualizado_por_idx\` ON \`casos_exito\` (\`actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`casos_exito_updated_at_idx\` ON \`casos_exito\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`casos_exito_created_at_idx\` ON \`casos_exito\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`casos_exito__status_idx\` ON \`casos_exito\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_beneficios_exa\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`descuento\` numeric,
  	\`titulo\` text,
  	\`descripcion\` text,
  	\`path_imagen_id\` integer,
  	\`ubicacion\` text,
  	\`orden\` numeric DEFAULT 0,
  	\`actualizado_por_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_beneficios_exa\`("id", "descuento", "titulo", "descripcion", "path_imagen_id", "ubicacion", "orden", "actualizado_por_id", "updated_at", "created_at", "_status") SELECT "id", "descuento", "titulo", "descripcion", "path_imagen_id", "ubicacion", "orden", NULL, "updated_at", "created_at", 'published' FROM \`beneficios_exa\`;`)
  await db.run(sql`DROP TABLE \`beneficios_exa\`;`)
  await db.run(sql`ALTER TABLE \`__new_beneficios_exa\` RENAME TO \`beneficios_exa\`;`)
  await db.run(sql`CREATE INDEX \`beneficios_exa_path_imagen_idx\` ON \`beneficios_exa\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`beneficios_exa_actualizado_por_idx\` ON \`beneficios_exa\` (\`actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`beneficios_exa_updated_at_idx\` ON \`beneficios_exa\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`beneficios_exa_created_at_idx\` ON \`beneficios_exa\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`beneficios_exa__status_idx\` ON \`beneficios_exa\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_tramites_texto\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text,
  	\`seccion\` text,
  	\`texto\` text,
  	\`orden\` numeric DEFAULT 0,
  	\`actualizado_por_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tramites_texto\`("id", "titulo", "seccion", "texto", "orden", "actualizado_por_id", "updated_at", "created_at", "_status") SELECT "id", "titulo", "seccion", "texto", "orden", NULL, "updated_at", "created_at", 'published' FROM \`tramites_texto\`;`)
  await db.run(sql`DROP TABLE \`tramites_texto\`;`)
  await db.run(sql`ALTER TABLE \`__new_tramites_texto\` RENAME TO \`tramites_texto\`;`)
  await db.run(sql`CREATE INDEX \`tramites_texto_actualizado_por_idx\` ON \`tramites_texto\` (\`actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`tramites_texto_updated_at_idx\` ON \`tramites_texto\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tramites_texto_created_at_idx\` ON \`tramites_texto\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tramites_texto__status_idx\` ON \`tramites_texto\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_libros\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`imagen_id\` integer,
  	\`titulo\` text,
  	\`nombre_autor\` text,
  	\`edicion\` text,
  	\`anio_edicion\` numeric,
  	\`descripcion\` text,
  	\`orden\` numeric DEFAULT 0,
  	\`actualizado_por_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_libros\`("id", "imagen_id", "titulo", "nombre_autor", "edicion", "anio_edicion", "descripcion", "orden", "actualizado_por_id", "updated_at", "created_at", "_status") SELECT "id", "imagen_id", "titulo", "nombre_autor", "edicion", "anio_edicion", "descripcion", "orden", NULL, "updated_at", "created_at", 'published' FROM \`libros\`;`)
  await db.run(sql`DROP TABLE \`libros\`;`)
  await db.run(sql`ALTER TABLE \`__new_libros\` RENAME TO \`libros\`;`)
  await db.run(sql`CREATE INDEX \`libros_imagen_idx\` ON \`libros\` (\`imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`libros_actualizado_por_idx\` ON \`libros\` (\`actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`libros_updated_at_idx\` ON \`libros\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`libros_created_at_idx\` ON \`libros\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`libros__status_idx\` ON \`libros\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_sitca_equipo\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`imagen_id\` integer,
  	\`titulo\` text,
  	\`titulos_academicos\` text,
  	\`puesto_trabajo\` text,
  	\`orden\` numeric DEFAULT 0,
  	\`actualizado_por_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sitca_equipo\`("id", "imagen_id", "titulo", "titulos_academicos", "puesto_trabajo", "orden", "actualizado_por_id", "updated_at", "created_at", "_status") SELECT "id", "imagen_id", "titulo", "titulos_academicos", "puesto_trabajo", "orden", NULL, "updated_at", "created_at", 'published' FROM \`sitca_equipo\`;`)
  await db.run(sql`DROP TABLE \`sitca_equipo\`;`)
  await db.run(sql`ALTER TABLE \`__new_sitca_equipo\` RENAME TO \`sitca_equipo\`;`)
  await db.run(sql`CREATE INDEX \`sitca_equipo_imagen_idx\` ON \`sitca_equipo\` (\`imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`sitca_equipo_actualizado_por_idx\` ON \`sitca_equipo\` (\`actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`sitca_equipo_updated_at_idx\` ON \`sitca_equipo\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sitca_equipo_created_at_idx\` ON \`sitca_equipo\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sitca_equipo__status_idx\` ON \`sitca_equipo\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_configuracion_sitio_campus\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nombre\` text,
  	\`direccion\` text,
  	\`mapa_embed\` text,
  	\`mapa_enlace\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configuracion_sitio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_configuracion_sitio_campus\`("_order", "_parent_id", "id", "nombre", "direccion", "mapa_embed", "mapa_enlace") SELECT "_order", "_parent_id", "id", "nombre", "direccion", "mapa_embed", "mapa_enlace" FROM \`configuracion_sitio_campus\`;`)
  await db.run(sql`DROP TABLE \`configuracion_sitio_campus\`;`)
  await db.run(sql`ALTER TABLE \`__new_configuracion_sitio_campus\` RENAME TO \`configuracion_sitio_campus\`;`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_campus_order_idx\` ON \`configuracion_sitio_campus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_campus_parent_id_idx\` ON \`configuracion_sitio_campus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_configuracion_sitio\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`telefono\` text,
  	\`telefono_preparatoria\` text,
  	\`telefono_campus\` text,
  	\`whatsapp\` text,
  	\`whatsapp_preparatoria\` text,
  	\`mensaje_whatsapp\` text,
  	\`direccion\` text,
  	\`etiqueta_campus\` text,
  	\`correo_admisiones\` text,
  	\`correo_titulacion\` text,
  	\`whatsapp_titulacion\` text,
  	\`correo_practicas\` text,
  	\`telefono_practicas\` text,
  	\`whatsapp_practicas\` text,
  	\`conocer_codigo_centro\` text,
  	\`conocer_direccion\` text,
  	\`conocer_telefonos\` text,
  	\`correo_conocer\` text,
  	\`correo_quejas_conocer\` text,
  	\`telefono_quejas_conocer\` text,
  	\`facebook\` text,
  	\`instagram\` text,
  	\`youtube\` text,
  	\`url_doctorados\` text,
  	\`url_maestrias\` text,
  	\`url_especialidades\` text,
  	\`url_campus_virtual\` text,
  	\`url_plataforma_virtual\` text,
  	\`url_servoescolar\` text,
  	\`url_ugc_mas\` text,
  	\`url_revista_cientifica\` text,
  	\`url_nafin\` text,
  	\`url_ulades\` text,
  	\`url_bolsa_trabajo\` text,
  	\`url_bolsa_practicas\` text,
  	\`url_red_conocer\` text,
  	\`url_inscripcion_preparatoria\` text,
  	\`url_queja\` text,
  	\`url_sugerencia\` text,
  	\`url_examen_ingles\` text,
  	\`video_inicio\` text,
  	\`video_comunicacion\` text,
  	\`video_casos_exito\` text,
  	\`radio_stream_url\` text,
  	\`reglamento_escolar_id\` integer,
  	\`certificado_iso_id\` integer,
  	\`folleto_conocer_id\` integer,
  	\`programa_becas_id\` integer,
  	\`aviso_privacidad\` text,
  	\`actualizado_por_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`reglamento_escolar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`certificado_iso_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`folleto_conocer_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programa_becas_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_configuracion_sitio\`("id", "telefono", "telefono_preparatoria", "telefono_campus", "whatsapp", "whatsapp_preparatoria", "mensaje_whatsapp", "direccion", "etiqueta_campus", "correo_admisiones", "correo_titulacion", "whatsapp_titulacion", "correo_practicas", "telefono_practicas", "whatsapp_practicas", "conocer_codigo_centro", "conocer_direccion", "conocer_telefonos", "correo_conocer", "correo_quejas_conocer", "telefono_quejas_conocer", "facebook", "instagram", "youtube", "url_doctorados", "url_maestrias", "url_especialidades", "url_campus_virtual", "url_plataforma_virtual", "url_servoescolar", "url_ugc_mas", "url_revista_cientifica", "url_nafin", "url_ulades", "url_bolsa_trabajo", "url_bolsa_practicas", "url_red_conocer", "url_inscripcion_preparatoria", "url_queja", "url_sugerencia", "url_examen_ingles", "video_inicio", "video_comunicacion", "video_casos_exito", "radio_stream_url", "reglamento_escolar_id", "certificado_iso_id", "folleto_conocer_id", "programa_becas_id", "aviso_privacidad", "actualizado_por_id", "_status", "updated_at", "created_at") SELECT "id", "telefono", "telefono_preparatoria", "telefono_campus", "whatsapp", "whatsapp_preparatoria", "mensaje_whatsapp", "direccion", "etiqueta_campus", "correo_admisiones", "correo_titulacion", "whatsapp_titulacion", "correo_practicas", "telefono_practicas", "whatsapp_practicas", "conocer_codigo_centro", "conocer_direccion", "conocer_telefonos", "correo_conocer", "correo_quejas_conocer", "telefono_quejas_conocer", "facebook", "instagram", "youtube", "url_doctorados", "url_maestrias", "url_especialidades", "url_campus_virtual", "url_plataforma_virtual", "url_servoescolar", "url_ugc_mas", "url_revista_cientifica", "url_nafin", "url_ulades", "url_bolsa_trabajo", "url_bolsa_practicas", "url_red_conocer", "url_inscripcion_preparatoria", "url_queja", "url_sugerencia", "url_examen_ingles", "video_inicio", "video_comunicacion", "video_casos_exito", "radio_stream_url", "reglamento_escolar_id", "certificado_iso_id", "folleto_conocer_id", "programa_becas_id", "aviso_privacidad", NULL, 'published', "updated_at", "created_at" FROM \`configuracion_sitio\`;`)
  await keepRowsOf(db, ['configuracion_sitio_campus', 'configuracion_sitio_rels'], async () => {
    await db.run(sql`DROP TABLE \`configuracion_sitio\`;`)
    await db.run(sql`ALTER TABLE \`__new_configuracion_sitio\` RENAME TO \`configuracion_sitio\`;`)
  })
  await db.run(sql`CREATE INDEX \`configuracion_sitio_reglamento_escolar_idx\` ON \`configuracion_sitio\` (\`reglamento_escolar_id\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_certificado_iso_idx\` ON \`configuracion_sitio\` (\`certificado_iso_id\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_folleto_conocer_idx\` ON \`configuracion_sitio\` (\`folleto_conocer_id\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_programa_becas_idx\` ON \`configuracion_sitio\` (\`programa_becas_id\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_actualizado_por_idx\` ON \`configuracion_sitio\` (\`actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio__status_idx\` ON \`configuracion_sitio\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional_incubadora_fases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`titulo\` text,
  	\`descripcion\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional_incubadora_fases\`("_order", "_parent_id", "id", "titulo", "descripcion") SELECT "_order", "_parent_id", "id", "titulo", "descripcion" FROM \`contenido_institucional_incubadora_fases\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_incubadora_fases\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional_incubadora_fases\` RENAME TO \`contenido_institucional_incubadora_fases\`;`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_fases_order_idx\` ON \`contenido_institucional_incubadora_fases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_fases_parent_id_idx\` ON \`contenido_institucional_incubadora_fases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional_incubadora_servicios\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`servicio\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional_incubadora_servicios\`("_order", "_parent_id", "id", "servicio") SELECT "_order", "_parent_id", "id", "servicio" FROM \`contenido_institucional_incubadora_servicios\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_incubadora_servicios\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional_incubadora_servicios\` RENAME TO \`contenido_institucional_incubadora_servicios\`;`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_servicios_order_idx\` ON \`contenido_institucional_incubadora_servicios\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_servicios_parent_id_idx\` ON \`contenido_institucional_incubadora_servicios\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional_incubadora_requisitos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`requisito\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional_incubadora_requisitos\`("_order", "_parent_id", "id", "requisito") SELECT "_order", "_parent_id", "id", "requisito" FROM \`contenido_institucional_incubadora_requisitos\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_incubadora_requisitos\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional_incubadora_requisitos\` RENAME TO \`contenido_institucional_incubadora_requisitos\`;`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_requisitos_order_idx\` ON \`contenido_institucional_incubadora_requisitos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_requisitos_parent_id_idx\` ON \`contenido_institucional_incubadora_requisitos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional_convenios_internacionales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`pais\` text,
  	\`institucion\` text,
  	\`descripcion\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional_convenios_internacionales\`("_order", "_parent_id", "id", "pais", "institucion", "descripcion") SELECT "_order", "_parent_id", "id", "pais", "institucion", "descripcion" FROM \`contenido_institucional_convenios_internacionales\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_convenios_internacionales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional_convenios_internacionales\` RENAME TO \`contenido_institucional_convenios_internacionales\`;`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_convenios_internacionales_order_idx\` ON \`contenido_institucional_convenios_internacionales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_convenios_internacionales_parent_id_idx\` ON \`contenido_institucional_convenios_internacionales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional_convenios_nacionales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`institucion\` text,
  	\`tipo\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional_convenios_nacionales\`("_order", "_parent_id", "id", "institucion", "tipo") SELECT "_order", "_parent_id", "id", "institucion", "tipo" FROM \`contenido_institucional_convenios_nacionales\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_convenios_nacionales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional_convenios_nacionales\` RENAME TO \`contenido_institucional_convenios_nacionales\`;`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_convenios_nacionales_order_idx\` ON \`contenido_institucional_convenios_nacionales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_convenios_nacionales_parent_id_idx\` ON \`contenido_institucional_convenios_nacionales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional_becas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nombre\` text,
  	\`descripcion\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional_becas\`("_order", "_parent_id", "id", "nombre", "descripcion") SELECT "_order", "_parent_id", "id", "nombre", "descripcion" FROM \`contenido_institucional_becas\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_becas\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional_becas\` RENAME TO \`contenido_institucional_becas\`;`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_becas_order_idx\` ON \`contenido_institucional_becas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_becas_parent_id_idx\` ON \`contenido_institucional_becas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quienes_somos\` text,
  	\`en_la_empresa\` text,
  	\`en_la_sociedad\` text,
  	\`en_el_mundo\` text,
  	\`rector_nombre\` text,
  	\`rector_cargo\` text,
  	\`rector_mensaje\` text,
  	\`mision\` text,
  	\`vision\` text,
  	\`incubadora_que_es\` text,
  	\`incubadora_como_opera\` text,
  	\`convenios_intro\` text,
  	\`actualizado_por_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`actualizado_por_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional\`("id", "quienes_somos", "en_la_empresa", "en_la_sociedad", "en_el_mundo", "rector_nombre", "rector_cargo", "rector_mensaje", "mision", "vision", "incubadora_que_es", "incubadora_como_opera", "convenios_intro", "actualizado_por_id", "_status", "updated_at", "created_at") SELECT "id", "quienes_somos", "en_la_empresa", "en_la_sociedad", "en_el_mundo", "rector_nombre", "rector_cargo", "rector_mensaje", "mision", "vision", "incubadora_que_es", "incubadora_como_opera", "convenios_intro", NULL, 'published', "updated_at", "created_at" FROM \`contenido_institucional\`;`)
  await keepRowsOf(db, ['contenido_institucional_incubadora_fases', 'contenido_institucional_incubadora_servicios', 'contenido_institucional_incubadora_requisitos', 'contenido_institucional_convenios_internacionales', 'contenido_institucional_convenios_nacionales', 'contenido_institucional_becas'], async () => {
    await db.run(sql`DROP TABLE \`contenido_institucional\`;`)
    await db.run(sql`ALTER TABLE \`__new_contenido_institucional\` RENAME TO \`contenido_institucional\`;`)
  })
  await db.run(sql`CREATE INDEX \`contenido_institucional_actualizado_por_idx\` ON \`contenido_institucional\` (\`actualizado_por_id\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional__status_idx\` ON \`contenido_institucional\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`programas\` ADD \`actualizado_por_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`programas_actualizado_por_idx\` ON \`programas\` (\`actualizado_por_id\`);`)
  await db.run(sql`ALTER TABLE \`_programas_v\` ADD \`version_actualizado_por_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_actualizado_por_idx\` ON \`_programas_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`ALTER TABLE \`conocer\` ADD \`actualizado_por_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`conocer_actualizado_por_idx\` ON \`conocer\` (\`actualizado_por_id\`);`)
  await db.run(sql`ALTER TABLE \`_conocer_v\` ADD \`version_actualizado_por_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_actualizado_por_idx\` ON \`_conocer_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`ALTER TABLE \`comunicaciones\` ADD \`actualizado_por_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`comunicaciones_actualizado_por_idx\` ON \`comunicaciones\` (\`actualizado_por_id\`);`)
  await db.run(sql`ALTER TABLE \`_comunicaciones_v\` ADD \`version_actualizado_por_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version_actualizado_por_idx\` ON \`_comunicaciones_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`ALTER TABLE \`podcasts\` ADD \`actualizado_por_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`podcasts_actualizado_por_idx\` ON \`podcasts\` (\`actualizado_por_id\`);`)
  await db.run(sql`ALTER TABLE \`_podcasts_v\` ADD \`version_actualizado_por_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_actualizado_por_idx\` ON \`_podcasts_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`ALTER TABLE \`sitca_documentos\` ADD \`actualizado_por_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`sitca_documentos_actualizado_por_idx\` ON \`sitca_documentos\` (\`actualizado_por_id\`);`)
  await db.run(sql`ALTER TABLE \`_sitca_documentos_v\` ADD \`version_actualizado_por_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_sitca_documentos_v_version_version_actualizado_por_idx\` ON \`_sitca_documentos_v\` (\`version_actualizado_por_id\`);`)
  await db.run(sql`ALTER TABLE \`aviso\` ADD \`actualizado_por_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`aviso_actualizado_por_idx\` ON \`aviso\` (\`actualizado_por_id\`);`)
  await db.run(sql`ALTER TABLE \`_aviso_v\` ADD \`version_actualizado_por_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_aviso_v_version_version_actualizado_por_idx\` ON \`_aviso_v\` (\`version_actualizado_por_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_carrusel_v\`;`)
  await db.run(sql`DROP TABLE \`_programas_academicos_v\`;`)
  await db.run(sql`DROP TABLE \`_casos_exito_v\`;`)
  await db.run(sql`DROP TABLE \`_beneficios_exa_v\`;`)
  await db.run(sql`DROP TABLE \`_tramites_texto_v\`;`)
  await db.run(sql`DROP TABLE \`_libros_v\`;`)
  await db.run(sql`DROP TABLE \`_sitca_equipo_v\`;`)
  await db.run(sql`DROP TABLE \`_configuracion_sitio_v_version_campus\`;`)
  await db.run(sql`DROP TABLE \`_configuracion_sitio_v\`;`)
  await db.run(sql`DROP TABLE \`_configuracion_sitio_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_contenido_institucional_v_version_incubadora_fases\`;`)
  await db.run(sql`DROP TABLE \`_contenido_institucional_v_version_incubadora_servicios\`;`)
  await db.run(sql`DROP TABLE \`_contenido_institucional_v_version_incubadora_requisitos\`;`)
  await db.run(sql`DROP TABLE \`_contenido_institucional_v_version_convenios_internacionales\`;`)
  await db.run(sql`DROP TABLE \`_contenido_institucional_v_version_convenios_nacionales\`;`)
  await db.run(sql`DROP TABLE \`_contenido_institucional_v_version_becas\`;`)
  await db.run(sql`DROP TABLE \`_contenido_institucional_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_carrusel\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`tipo\` text NOT NULL,
  	\`path_imagen_id\` integer NOT NULL,
  	\`link\` text,
  	\`orden\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_carrusel\`("id", "titulo", "tipo", "path_imagen_id", "link", "orden", "updated_at", "created_at") SELECT "id", "titulo", "tipo", "path_imagen_id", "link", "orden", "updated_at", "created_at" FROM \`carrusel\`;`)
  await db.run(sql`DROP TABLE \`carrusel\`;`)
  await db.run(sql`ALTER TABLE \`__new_carrusel\` RENAME TO \`carrusel\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`carrusel_tipo_idx\` ON \`carrusel\` (\`tipo\`);`)
  await db.run(sql`CREATE INDEX \`carrusel_path_imagen_idx\` ON \`carrusel\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`carrusel_updated_at_idx\` ON \`carrusel\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carrusel_created_at_idx\` ON \`carrusel\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_programas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tipo\` text,
  	\`titulo\` text,
  	\`slug\` text,
  	\`subtitulo\` text,
  	\`path_banner_id\` integer,
  	\`path_imagen_id\` integer,
  	\`tipo_periodo\` text DEFAULT 'CUA',
  	\`rvoe\` text,
  	\`area\` text,
  	\`duracion\` text,
  	\`duracion_meses\` numeric,
  	\`orden\` numeric DEFAULT 0,
  	\`seo_meta_titulo\` text,
  	\`seo_meta_descripcion\` text,
  	\`seo_meta_imagen_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`path_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_meta_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programas\`("id", "tipo", "titulo", "slug", "subtitulo", "path_banner_id", "path_imagen_id", "tipo_periodo", "rvoe", "area", "duracion", "duracion_meses", "orden", "seo_meta_titulo", "seo_meta_descripcion", "seo_meta_imagen_id", "updated_at", "created_at", "_status") SELECT "id", "tipo", "titulo", "slug", "subtitulo", "path_banner_id", "path_imagen_id", "tipo_periodo", "rvoe", "area", "duracion", "duracion_meses", "orden", "seo_meta_titulo", "seo_meta_descripcion", "seo_meta_imagen_id", "updated_at", "created_at", "_status" FROM \`programas\`;`)
  await db.run(sql`DROP TABLE \`programas\`;`)
  await db.run(sql`ALTER TABLE \`__new_programas\` RENAME TO \`programas\`;`)
  await db.run(sql`CREATE INDEX \`programas_tipo_idx\` ON \`programas\` (\`tipo\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`programas_slug_idx\` ON \`programas\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`programas_path_banner_idx\` ON \`programas\` (\`path_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`programas_path_imagen_idx\` ON \`programas\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`programas_area_idx\` ON \`programas\` (\`area\`);`)
  await db.run(sql`CREATE INDEX \`programas_seo_seo_meta_imagen_idx\` ON \`programas\` (\`seo_meta_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`programas_updated_at_idx\` ON \`programas\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programas_created_at_idx\` ON \`programas\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`programas__status_idx\` ON \`programas\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__programas_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tipo\` text,
  	\`version_titulo\` text,
  	\`version_slug\` text,
  	\`version_subtitulo\` text,
  	\`version_path_banner_id\` integer,
  	\`version_path_imagen_id\` integer,
  	\`version_tipo_periodo\` text DEFAULT 'CUA',
  	\`version_rvoe\` text,
  	\`version_area\` text,
  	\`version_duracion\` text,
  	\`version_duracion_meses\` numeric,
  	\`version_orden\` numeric DEFAULT 0,
  	\`version_seo_meta_titulo\` text,
  	\`version_seo_meta_descripcion\` text,
  	\`version_seo_meta_imagen_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_meta_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__programas_v\`("id", "parent_id", "version_tipo", "version_titulo", "version_slug", "version_subtitulo", "version_path_banner_id", "version_path_imagen_id", "version_tipo_periodo", "version_rvoe", "version_area", "version_duracion", "version_duracion_meses", "version_orden", "version_seo_meta_titulo", "version_seo_meta_descripcion", "version_seo_meta_imagen_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_tipo", "version_titulo", "version_slug", "version_subtitulo", "version_path_banner_id", "version_path_imagen_id", "version_tipo_periodo", "version_rvoe", "version_area", "version_duracion", "version_duracion_meses", "version_orden", "version_seo_meta_titulo", "version_seo_meta_descripcion", "version_seo_meta_imagen_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_programas_v\`;`)
  await db.run(sql`DROP TABLE \`_programas_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__programas_v\` RENAME TO \`_programas_v\`;`)
  await db.run(sql`CREATE INDEX \`_programas_v_parent_idx\` ON \`_programas_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_tipo_idx\` ON \`_programas_v\` (\`version_tipo\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_slug_idx\` ON \`_programas_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_path_banner_idx\` ON \`_programas_v\` (\`version_path_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_path_imagen_idx\` ON \`_programas_v\` (\`version_path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_area_idx\` ON \`_programas_v\` (\`version_area\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_seo_version_seo_meta_imagen_idx\` ON \`_programas_v\` (\`version_seo_meta_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_updated_at_idx\` ON \`_programas_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_created_at_idx\` ON \`_programas_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version__status_idx\` ON \`_programas_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_created_at_idx\` ON \`_programas_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_updated_at_idx\` ON \`_programas_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_latest_idx\` ON \`_programas_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_programas_academicos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`path_imagen_id\` integer NOT NULL,
  	\`link\` text NOT NULL,
  	\`orden\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programas_academicos\`("id", "titulo", "path_imagen_id", "link", "orden", "updated_at", "created_at") SELECT "id", "titulo", "path_imagen_id", "link", "orden", "updated_at", "created_at" FROM \`programas_academicos\`;`)
  await db.run(sql`DROP TABLE \`programas_academicos\`;`)
  await db.run(sql`ALTER TABLE \`__new_programas_academicos\` RENAME TO \`programas_academicos\`;`)
  await db.run(sql`CREATE INDEX \`programas_academicos_path_imagen_idx\` ON \`programas_academicos\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`programas_academicos_updated_at_idx\` ON \`programas_academicos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programas_academicos_created_at_idx\` ON \`programas_academicos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_conocer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text,
  	\`slug\` text,
  	\`subtitulo\` text,
  	\`path_banner_id\` integer,
  	\`path_imagen_id\` integer,
  	\`documento_id\` integer,
  	\`area\` text,
  	\`duracion\` text,
  	\`duracion_meses\` numeric,
  	\`orden\` numeric DEFAULT 0,
  	\`seo_meta_titulo\` text,
  	\`seo_meta_descripcion\` text,
  	\`seo_meta_imagen_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`path_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documento_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_meta_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_conocer\`("id", "titulo", "slug", "subtitulo", "path_banner_id", "path_imagen_id", "documento_id", "area", "duracion", "duracion_meses", "orden", "seo_meta_titulo", "seo_meta_descripcion", "seo_meta_imagen_id", "updated_at", "created_at", "_status") SELECT "id", "titulo", "slug", "subtitulo", "path_banner_id", "path_imagen_id", "documento_id", "area", "duracion", "duracion_meses", "orden", "seo_meta_titulo", "seo_meta_descripcion", "seo_meta_imagen_id", "updated_at", "created_at", "_status" FROM \`conocer\`;`)
  await db.run(sql`DROP TABLE \`conocer\`;`)
  await db.run(sql`ALTER TABLE \`__new_conocer\` RENAME TO \`conocer\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`conocer_slug_idx\` ON \`conocer\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`conocer_path_banner_idx\` ON \`conocer\` (\`path_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`conocer_path_imagen_idx\` ON \`conocer\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`conocer_documento_idx\` ON \`conocer\` (\`documento_id\`);`)
  await db.run(sql`CREATE INDEX \`conocer_area_idx\` ON \`conocer\` (\`area\`);`)
  await db.run(sql`CREATE INDEX \`conocer_seo_seo_meta_imagen_idx\` ON \`conocer\` (\`seo_meta_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`conocer_updated_at_idx\` ON \`conocer\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`conocer_created_at_idx\` ON \`conocer\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`conocer__status_idx\` ON \`conocer\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__conocer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titulo\` text,
  	\`version_slug\` text,
  	\`version_subtitulo\` text,
  	\`version_path_banner_id\` integer,
  	\`version_path_imagen_id\` integer,
  	\`version_documento_id\` integer,
  	\`version_area\` text,
  	\`version_duracion\` text,
  	\`version_duracion_meses\` numeric,
  	\`version_orden\` numeric DEFAULT 0,
  	\`version_seo_meta_titulo\` text,
  	\`version_seo_meta_descripcion\` text,
  	\`version_seo_meta_imagen_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`conocer\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_documento_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_meta_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__conocer_v\`("id", "parent_id", "version_titulo", "version_slug", "version_subtitulo", "version_path_banner_id", "version_path_imagen_id", "version_documento_id", "version_area", "version_duracion", "version_duracion_meses", "version_orden", "version_seo_meta_titulo", "version_seo_meta_descripcion", "version_seo_meta_imagen_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_titulo", "version_slug", "version_subtitulo", "version_path_banner_id", "version_path_imagen_id", "version_documento_id", "version_area", "version_duracion", "version_duracion_meses", "version_orden", "version_seo_meta_titulo", "version_seo_meta_descripcion", "version_seo_meta_imagen_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_conocer_v\`;`)
  await db.run(sql`DROP TABLE \`_conocer_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__conocer_v\` RENAME TO \`_conocer_v\`;`)
  await db.run(sql`CREATE INDEX \`_conocer_v_parent_idx\` ON \`_conocer_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_slug_idx\` ON \`_conocer_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_path_banner_idx\` ON \`_conocer_v\` (\`version_path_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_path_imagen_idx\` ON \`_conocer_v\` (\`version_path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_documento_idx\` ON \`_conocer_v\` (\`version_documento_id\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_area_idx\` ON \`_conocer_v\` (\`version_area\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_seo_version_seo_meta_imagen_idx\` ON \`_conocer_v\` (\`version_seo_meta_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_updated_at_idx\` ON \`_conocer_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_created_at_idx\` ON \`_conocer_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version__status_idx\` ON \`_conocer_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_created_at_idx\` ON \`_conocer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_updated_at_idx\` ON \`_conocer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_latest_idx\` ON \`_conocer_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_comunicaciones\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tipo\` text DEFAULT 'NOT',
  	\`titulo\` text,
  	\`slug\` text,
  	\`fecha\` text,
  	\`path_imagen_id\` integer,
  	\`contenido\` text,
  	\`visitas\` numeric DEFAULT 0,
  	\`seo_meta_titulo\` text,
  	\`seo_meta_descripcion\` text,
  	\`seo_meta_imagen_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_meta_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_comunicaciones\`("id", "tipo", "titulo", "slug", "fecha", "path_imagen_id", "contenido", "visitas", "seo_meta_titulo", "seo_meta_descripcion", "seo_meta_imagen_id", "updated_at", "created_at", "_status") SELECT "id", "tipo", "titulo", "slug", "fecha", "path_imagen_id", "contenido", "visitas", "seo_meta_titulo", "seo_meta_descripcion", "seo_meta_imagen_id", "updated_at", "created_at", "_status" FROM \`comunicaciones\`;`)
  await db.run(sql`DROP TABLE \`comunicaciones\`;`)
  await db.run(sql`ALTER TABLE \`__new_comunicaciones\` RENAME TO \`comunicaciones\`;`)
  await db.run(sql`CREATE INDEX \`comunicaciones_tipo_idx\` ON \`comunicaciones\` (\`tipo\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`comunicaciones_slug_idx\` ON \`comunicaciones\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`comunicaciones_path_imagen_idx\` ON \`comunicaciones\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`comunicaciones_seo_seo_meta_imagen_idx\` ON \`comunicaciones\` (\`seo_meta_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`comunicaciones_updated_at_idx\` ON \`comunicaciones\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`comunicaciones_created_at_idx\` ON \`comunicaciones\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`comunicaciones__status_idx\` ON \`comunicaciones\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__comunicaciones_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tipo\` text DEFAULT 'NOT',
  	\`version_titulo\` text,
  	\`version_slug\` text,
  	\`version_fecha\` text,
  	\`version_path_imagen_id\` integer,
  	\`version_contenido\` text,
  	\`version_visitas\` numeric DEFAULT 0,
  	\`version_seo_meta_titulo\` text,
  	\`version_seo_meta_descripcion\` text,
  	\`version_seo_meta_imagen_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`comunicaciones\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_meta_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__comunicaciones_v\`("id", "parent_id", "version_tipo", "version_titulo", "version_slug", "version_fecha", "version_path_imagen_id", "version_contenido", "version_visitas", "version_seo_meta_titulo", "version_seo_meta_descripcion", "version_seo_meta_imagen_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_tipo", "version_titulo", "version_slug", "version_fecha", "version_path_imagen_id", "version_contenido", "version_visitas", "version_seo_meta_titulo", "version_seo_meta_descripcion", "version_seo_meta_imagen_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_comunicaciones_v\`;`)
  await db.run(sql`DROP TABLE \`_comunicaciones_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__comunicaciones_v\` RENAME TO \`_comunicaciones_v\`;`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_parent_idx\` ON \`_comunicaciones_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version_tipo_idx\` ON \`_comunicaciones_v\` (\`version_tipo\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version_slug_idx\` ON \`_comunicaciones_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version_path_imagen_idx\` ON \`_comunicaciones_v\` (\`version_path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_seo_version_seo_meta_imagen_idx\` ON \`_comunicaciones_v\` (\`version_seo_meta_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version_updated_at_idx\` ON \`_comunicaciones_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version_created_at_idx\` ON \`_comunicaciones_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version__status_idx\` ON \`_comunicaciones_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_created_at_idx\` ON \`_comunicaciones_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_updated_at_idx\` ON \`_comunicaciones_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_latest_idx\` ON \`_comunicaciones_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_podcasts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text,
  	\`presentador\` text,
  	\`inivtados\` text,
  	\`fecha_publicacion\` text,
  	\`archivo_podcast_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`archivo_podcast_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_podcasts\`("id", "titulo", "presentador", "inivtados", "fecha_publicacion", "archivo_podcast_id", "updated_at", "created_at", "_status") SELECT "id", "titulo", "presentador", "inivtados", "fecha_publicacion", "archivo_podcast_id", "updated_at", "created_at", "_status" FROM \`podcasts\`;`)
  await db.run(sql`DROP TABLE \`podcasts\`;`)
  await db.run(sql`ALTER TABLE \`__new_podcasts\` RENAME TO \`podcasts\`;`)
  await db.run(sql`CREATE INDEX \`podcasts_archivo_podcast_idx\` ON \`podcasts\` (\`archivo_podcast_id\`);`)
  await db.run(sql`CREATE INDEX \`podcasts_updated_at_idx\` ON \`podcasts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`podcasts_created_at_idx\` ON \`podcasts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`podcasts__status_idx\` ON \`podcasts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__podcasts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titulo\` text,
  	\`version_presentador\` text,
  	\`version_inivtados\` text,
  	\`version_fecha_publicacion\` text,
  	\`version_archivo_podcast_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`podcasts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_archivo_podcast_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__podcasts_v\`("id", "parent_id", "version_titulo", "version_presentador", "version_inivtados", "version_fecha_publicacion", "version_archivo_podcast_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_titulo", "version_presentador", "version_inivtados", "version_fecha_publicacion", "version_archivo_podcast_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_podcasts_v\`;`)
  await db.run(sql`DROP TABLE \`_podcasts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__podcasts_v\` RENAME TO \`_podcasts_v\`;`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_parent_idx\` ON \`_podcasts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_archivo_podcast_idx\` ON \`_podcasts_v\` (\`version_archivo_podcast_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_updated_at_idx\` ON \`_podcasts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_created_at_idx\` ON \`_podcasts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version__status_idx\` ON \`_podcasts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_created_at_idx\` ON \`_podcasts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_updated_at_idx\` ON \`_podcasts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_latest_idx\` ON \`_podcasts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_casos_exito\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`subtitulo\` text NOT NULL,
  	\`path_imagen_id\` integer NOT NULL,
  	\`orden\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_casos_exito\`("id", "titulo", "subtitulo", "path_imagen_id", "orden", "updated_at", "created_at") SELECT "id", "titulo", "subtitulo", "path_imagen_id", "orden", "updated_at", "created_at" FROM \`casos_exito\`;`)
  await db.run(sql`DROP TABLE \`casos_exito\`;`)
  await db.run(sql`ALTER TABLE \`__new_casos_exito\` RENAME TO \`casos_exito\`;`)
  await db.run(sql`CREATE INDEX \`casos_exito_path_imagen_idx\` ON \`casos_exito\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`casos_exito_updated_at_idx\` ON \`casos_exito\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`casos_exito_created_at_idx\` ON \`casos_exito\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_beneficios_exa\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`descuento\` numeric NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`descripcion\` text NOT NULL,
  	\`path_imagen_id\` integer NOT NULL,
  	\`ubicacion\` text NOT NULL,
  	\`orden\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_beneficios_exa\`("id", "descuento", "titulo", "descripcion", "path_imagen_id", "ubicacion", "orden", "updated_at", "created_at") SELECT "id", "descuento", "titulo", "descripcion", "path_imagen_id", "ubicacion", "orden", "updated_at", "created_at" FROM \`beneficios_exa\`;`)
  await db.run(sql`DROP TABLE \`beneficios_exa\`;`)
  await db.run(sql`ALTER TABLE \`__new_beneficios_exa\` RENAME TO \`beneficios_exa\`;`)
  await db.run(sql`CREATE INDEX \`beneficios_exa_path_imagen_idx\` ON \`beneficios_exa\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`beneficios_exa_updated_at_idx\` ON \`beneficios_exa\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`beneficios_exa_created_at_idx\` ON \`beneficios_exa\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_tramites_texto\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`seccion\` text NOT NULL,
  	\`texto\` text NOT NULL,
  	\`orden\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_tramites_texto\`("id", "titulo", "seccion", "texto", "orden", "updated_at", "created_at") SELECT "id", "titulo", "seccion", "texto", "orden", "updated_at", "created_at" FROM \`tramites_texto\`;`)
  await db.run(sql`DROP TABLE \`tramites_texto\`;`)
  await db.run(sql`ALTER TABLE \`__new_tramites_texto\` RENAME TO \`tramites_texto\`;`)
  await db.run(sql`CREATE INDEX \`tramites_texto_updated_at_idx\` ON \`tramites_texto\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tramites_texto_created_at_idx\` ON \`tramites_texto\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_libros\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`imagen_id\` integer NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`nombre_autor\` text NOT NULL,
  	\`edicion\` text NOT NULL,
  	\`anio_edicion\` numeric NOT NULL,
  	\`descripcion\` text NOT NULL,
  	\`orden\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_libros\`("id", "imagen_id", "titulo", "nombre_autor", "edicion", "anio_edicion", "descripcion", "orden", "updated_at", "created_at") SELECT "id", "imagen_id", "titulo", "nombre_autor", "edicion", "anio_edicion", "descripcion", "orden", "updated_at", "created_at" FROM \`libros\`;`)
  await db.run(sql`DROP TABLE \`libros\`;`)
  await db.run(sql`ALTER TABLE \`__new_libros\` RENAME TO \`libros\`;`)
  await db.run(sql`CREATE INDEX \`libros_imagen_idx\` ON \`libros\` (\`imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`libros_updated_at_idx\` ON \`libros\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`libros_created_at_idx\` ON \`libros\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_sitca_equipo\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`imagen_id\` integer NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`titulos_academicos\` text NOT NULL,
  	\`puesto_trabajo\` text NOT NULL,
  	\`orden\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sitca_equipo\`("id", "imagen_id", "titulo", "titulos_academicos", "puesto_trabajo", "orden", "updated_at", "created_at") SELECT "id", "imagen_id", "titulo", "titulos_academicos", "puesto_trabajo", "orden", "updated_at", "created_at" FROM \`sitca_equipo\`;`)
  await db.run(sql`DROP TABLE \`sitca_equipo\`;`)
  await db.run(sql`ALTER TABLE \`__new_sitca_equipo\` RENAME TO \`sitca_equipo\`;`)
  await db.run(sql`CREATE INDEX \`sitca_equipo_imagen_idx\` ON \`sitca_equipo\` (\`imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`sitca_equipo_updated_at_idx\` ON \`sitca_equipo\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sitca_equipo_created_at_idx\` ON \`sitca_equipo\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_sitca_documentos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tipo\` text DEFAULT 'boletin',
  	\`titulo\` text,
  	\`slug\` text,
  	\`fecha_publicacion\` text,
  	\`imagen_id\` integer,
  	\`descripcion\` text,
  	\`archivo_id\` integer,
  	\`visitas\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`archivo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sitca_documentos\`("id", "tipo", "titulo", "slug", "fecha_publicacion", "imagen_id", "descripcion", "archivo_id", "visitas", "updated_at", "created_at", "_status") SELECT "id", "tipo", "titulo", "slug", "fecha_publicacion", "imagen_id", "descripcion", "archivo_id", "visitas", "updated_at", "created_at", "_status" FROM \`sitca_documentos\`;`)
  await db.run(sql`DROP TABLE \`sitca_documentos\`;`)
  await db.run(sql`ALTER TABLE \`__new_sitca_documentos\` RENAME TO \`sitca_documentos\`;`)
  await db.run(sql`CREATE INDEX \`sitca_documentos_tipo_idx\` ON \`sitca_documentos\` (\`tipo\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sitca_documentos_slug_idx\` ON \`sitca_documentos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sitca_documentos_imagen_idx\` ON \`sitca_documentos\` (\`imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`sitca_documentos_archivo_idx\` ON \`sitca_documentos\` (\`archivo_id\`);`)
  await db.run(sql`CREATE INDEX \`sitca_documentos_updated_at_idx\` ON \`sitca_documentos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sitca_documentos_created_at_idx\` ON \`sitca_documentos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sitca_documentos__status_idx\` ON \`sitca_documentos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__sitca_documentos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tipo\` text DEFAULT 'boletin',
  	\`version_titulo\` text,
  	\`version_slug\` text,
  	\`version_fecha_publicacion\` text,
  	\`version_imagen_id\` integer,
  	\`version_descripcion\` text,
  	\`version_archivo_id\` integer,
  	\`version_visitas\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sitca_documentos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_archivo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__sitca_documentos_v\`("id", "parent_id", "version_tipo", "version_titulo", "version_slug", "version_fecha_publicacion", "version_imagen_id", "version_descripcion", "version_archivo_id", "version_visitas", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_tipo", "version_titulo", "version_slug", "version_fecha_publicacion", "version_imagen_id", "version_descripcion", "version_archivo_id", "version_visitas", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_sitca_documentos_v\`;`)
  await db.run(sql`DROP TABLE \`_sitca_documentos_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__sitca_documentos_v\` RENAME TO \`_sitca_documentos_v\`;`)
  await db.run(sql`CREATE INDEX \`_sitca_documentos_v_parent_idx\` ON \`_sitca_documentos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_documentos_v_version_version_tipo_idx\` ON \`_sitca_documentos_v\` (\`version_tipo\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_documentos_v_version_version_slug_idx\` ON \`_sitca_documentos_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_documentos_v_version_version_imagen_idx\` ON \`_sitca_documentos_v\` (\`version_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_documentos_v_version_version_archivo_idx\` ON \`_sitca_documentos_v\` (\`version_archivo_id\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_documentos_v_version_version_updated_at_idx\` ON \`_sitca_documentos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_documentos_v_version_version_created_at_idx\` ON \`_sitca_documentos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_documentos_v_version_version__status_idx\` ON \`_sitca_documentos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_documentos_v_created_at_idx\` ON \`_sitca_documentos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_documentos_v_updated_at_idx\` ON \`_sitca_documentos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sitca_documentos_v_latest_idx\` ON \`_sitca_documentos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_aviso\` (
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
  await db.run(sql`INSERT INTO \`__new_aviso\`("id", "activo", "severidad", "texto", "enlace", "texto_enlace", "inicio", "inicio_tz", "fin", "fin_tz", "_status", "updated_at", "created_at") SELECT "id", "activo", "severidad", "texto", "enlace", "texto_enlace", "inicio", "inicio_tz", "fin", "fin_tz", "_status", "updated_at", "created_at" FROM \`aviso\`;`)
  await db.run(sql`DROP TABLE \`aviso\`;`)
  await db.run(sql`ALTER TABLE \`__new_aviso\` RENAME TO \`aviso\`;`)
  await db.run(sql`CREATE INDEX \`aviso__status_idx\` ON \`aviso\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__aviso_v\` (
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
  await db.run(sql`INSERT INTO \`__new__aviso_v\`("id", "version_activo", "version_severidad", "version_texto", "version_enlace", "version_texto_enlace", "version_inicio", "version_inicio_tz", "version_fin", "version_fin_tz", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest") SELECT "id", "version_activo", "version_severidad", "version_texto", "version_enlace", "version_texto_enlace", "version_inicio", "version_inicio_tz", "version_fin", "version_fin_tz", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest" FROM \`_aviso_v\`;`)
  await db.run(sql`DROP TABLE \`_aviso_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__aviso_v\` RENAME TO \`_aviso_v\`;`)
  await db.run(sql`CREATE INDEX \`_aviso_v_version_version__status_idx\` ON \`_aviso_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_aviso_v_created_at_idx\` ON \`_aviso_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_aviso_v_updated_at_idx\` ON \`_aviso_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_aviso_v_latest_idx\` ON \`_aviso_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_configuracion_sitio\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`telefono\` text NOT NULL,
  	\`telefono_preparatoria\` text NOT NULL,
  	\`telefono_campus\` text NOT NULL,
  	\`whatsapp\` text NOT NULL,
  	\`whatsapp_preparatoria\` text NOT NULL,
  	\`mensaje_whatsapp\` text NOT NULL,
  	\`direccion\` text NOT NULL,
  	\`etiqueta_campus\` text NOT NULL,
  	\`correo_admisiones\` text NOT NULL,
  	\`correo_titulacion\` text NOT NULL,
  	\`whatsapp_titulacion\` text NOT NULL,
  	\`correo_practicas\` text NOT NULL,
  	\`telefono_practicas\` text NOT NULL,
  	\`whatsapp_practicas\` text NOT NULL,
  	\`conocer_codigo_centro\` text NOT NULL,
  	\`conocer_direccion\` text NOT NULL,
  	\`conocer_telefonos\` text NOT NULL,
  	\`correo_conocer\` text NOT NULL,
  	\`correo_quejas_conocer\` text NOT NULL,
  	\`telefono_quejas_conocer\` text NOT NULL,
  	\`facebook\` text NOT NULL,
  	\`instagram\` text NOT NULL,
  	\`youtube\` text NOT NULL,
  	\`url_doctorados\` text NOT NULL,
  	\`url_maestrias\` text NOT NULL,
  	\`url_especialidades\` text NOT NULL,
  	\`url_campus_virtual\` text NOT NULL,
  	\`url_plataforma_virtual\` text NOT NULL,
  	\`url_servoescolar\` text NOT NULL,
  	\`url_ugc_mas\` text NOT NULL,
  	\`url_revista_cientifica\` text NOT NULL,
  	\`url_nafin\` text NOT NULL,
  	\`url_ulades\` text NOT NULL,
  	\`url_bolsa_trabajo\` text NOT NULL,
  	\`url_bolsa_practicas\` text NOT NULL,
  	\`url_red_conocer\` text NOT NULL,
  	\`url_inscripcion_preparatoria\` text NOT NULL,
  	\`url_queja\` text NOT NULL,
  	\`url_sugerencia\` text NOT NULL,
  	\`url_examen_ingles\` text NOT NULL,
  	\`video_inicio\` text NOT NULL,
  	\`video_comunicacion\` text NOT NULL,
  	\`video_casos_exito\` text NOT NULL,
  	\`radio_stream_url\` text NOT NULL,
  	\`reglamento_escolar_id\` integer NOT NULL,
  	\`certificado_iso_id\` integer NOT NULL,
  	\`folleto_conocer_id\` integer NOT NULL,
  	\`programa_becas_id\` integer NOT NULL,
  	\`aviso_privacidad\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`reglamento_escolar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`certificado_iso_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`folleto_conocer_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programa_becas_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_configuracion_sitio\`("id", "telefono", "telefono_preparatoria", "telefono_campus", "whatsapp", "whatsapp_preparatoria", "mensaje_whatsapp", "direccion", "etiqueta_campus", "correo_admisiones", "correo_titulacion", "whatsapp_titulacion", "correo_practicas", "telefono_practicas", "whatsapp_practicas", "conocer_codigo_centro", "conocer_direccion", "conocer_telefonos", "correo_conocer", "correo_quejas_conocer", "telefono_quejas_conocer", "facebook", "instagram", "youtube", "url_doctorados", "url_maestrias", "url_especialidades", "url_campus_virtual", "url_plataforma_virtual", "url_servoescolar", "url_ugc_mas", "url_revista_cientifica", "url_nafin", "url_ulades", "url_bolsa_trabajo", "url_bolsa_practicas", "url_red_conocer", "url_inscripcion_preparatoria", "url_queja", "url_sugerencia", "url_examen_ingles", "video_inicio", "video_comunicacion", "video_casos_exito", "radio_stream_url", "reglamento_escolar_id", "certificado_iso_id", "folleto_conocer_id", "programa_becas_id", "aviso_privacidad", "updated_at", "created_at") SELECT "id", "telefono", "telefono_preparatoria", "telefono_campus", "whatsapp", "whatsapp_preparatoria", "mensaje_whatsapp", "direccion", "etiqueta_campus", "correo_admisiones", "correo_titulacion", "whatsapp_titulacion", "correo_practicas", "telefono_practicas", "whatsapp_practicas", "conocer_codigo_centro", "conocer_direccion", "conocer_telefonos", "correo_conocer", "correo_quejas_conocer", "telefono_quejas_conocer", "facebook", "instagram", "youtube", "url_doctorados", "url_maestrias", "url_especialidades", "url_campus_virtual", "url_plataforma_virtual", "url_servoescolar", "url_ugc_mas", "url_revista_cientifica", "url_nafin", "url_ulades", "url_bolsa_trabajo", "url_bolsa_practicas", "url_red_conocer", "url_inscripcion_preparatoria", "url_queja", "url_sugerencia", "url_examen_ingles", "video_inicio", "video_comunicacion", "video_casos_exito", "radio_stream_url", "reglamento_escolar_id", "certificado_iso_id", "folleto_conocer_id", "programa_becas_id", "aviso_privacidad", "updated_at", "created_at" FROM \`configuracion_sitio\`;`)
  await db.run(sql`DROP TABLE \`configuracion_sitio\`;`)
  await db.run(sql`ALTER TABLE \`__new_configuracion_sitio\` RENAME TO \`configuracion_sitio\`;`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_reglamento_escolar_idx\` ON \`configuracion_sitio\` (\`reglamento_escolar_id\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_certificado_iso_idx\` ON \`configuracion_sitio\` (\`certificado_iso_id\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_folleto_conocer_idx\` ON \`configuracion_sitio\` (\`folleto_conocer_id\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_programa_becas_idx\` ON \`configuracion_sitio\` (\`programa_becas_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional\` (
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
  await db.run(sql`INSERT INTO \`__new_contenido_institucional\`("id", "quienes_somos", "en_la_empresa", "en_la_sociedad", "en_el_mundo", "rector_nombre", "rector_cargo", "rector_mensaje", "mision", "vision", "incubadora_que_es", "incubadora_como_opera", "convenios_intro", "updated_at", "created_at") SELECT "id", "quienes_somos", "en_la_empresa", "en_la_sociedad", "en_el_mundo", "rector_nombre", "rector_cargo", "rector_mensaje", "mision", "vision", "incubadora_que_es", "incubadora_como_opera", "convenios_intro", "updated_at", "created_at" FROM \`contenido_institucional\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional\` RENAME TO \`contenido_institucional\`;`)
  await db.run(sql`CREATE TABLE \`__new_configuracion_sitio_campus\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nombre\` text NOT NULL,
  	\`direccion\` text NOT NULL,
  	\`mapa_embed\` text NOT NULL,
  	\`mapa_enlace\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`configuracion_sitio\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_configuracion_sitio_campus\`("_order", "_parent_id", "id", "nombre", "direccion", "mapa_embed", "mapa_enlace") SELECT "_order", "_parent_id", "id", "nombre", "direccion", "mapa_embed", "mapa_enlace" FROM \`configuracion_sitio_campus\`;`)
  await db.run(sql`DROP TABLE \`configuracion_sitio_campus\`;`)
  await db.run(sql`ALTER TABLE \`__new_configuracion_sitio_campus\` RENAME TO \`configuracion_sitio_campus\`;`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_campus_order_idx\` ON \`configuracion_sitio_campus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_campus_parent_id_idx\` ON \`configuracion_sitio_campus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional_incubadora_fases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`descripcion\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional_incubadora_fases\`("_order", "_parent_id", "id", "titulo", "descripcion") SELECT "_order", "_parent_id", "id", "titulo", "descripcion" FROM \`contenido_institucional_incubadora_fases\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_incubadora_fases\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional_incubadora_fases\` RENAME TO \`contenido_institucional_incubadora_fases\`;`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_fases_order_idx\` ON \`contenido_institucional_incubadora_fases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_fases_parent_id_idx\` ON \`contenido_institucional_incubadora_fases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional_incubadora_servicios\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`servicio\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional_incubadora_servicios\`("_order", "_parent_id", "id", "servicio") SELECT "_order", "_parent_id", "id", "servicio" FROM \`contenido_institucional_incubadora_servicios\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_incubadora_servicios\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional_incubadora_servicios\` RENAME TO \`contenido_institucional_incubadora_servicios\`;`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_servicios_order_idx\` ON \`contenido_institucional_incubadora_servicios\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_servicios_parent_id_idx\` ON \`contenido_institucional_incubadora_servicios\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional_incubadora_requisitos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`requisito\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional_incubadora_requisitos\`("_order", "_parent_id", "id", "requisito") SELECT "_order", "_parent_id", "id", "requisito" FROM \`contenido_institucional_incubadora_requisitos\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_incubadora_requisitos\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional_incubadora_requisitos\` RENAME TO \`contenido_institucional_incubadora_requisitos\`;`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_requisitos_order_idx\` ON \`contenido_institucional_incubadora_requisitos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_incubadora_requisitos_parent_id_idx\` ON \`contenido_institucional_incubadora_requisitos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional_convenios_internacionales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`pais\` text NOT NULL,
  	\`institucion\` text NOT NULL,
  	\`descripcion\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional_convenios_internacionales\`("_order", "_parent_id", "id", "pais", "institucion", "descripcion") SELECT "_order", "_parent_id", "id", "pais", "institucion", "descripcion" FROM \`contenido_institucional_convenios_internacionales\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_convenios_internacionales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional_convenios_internacionales\` RENAME TO \`contenido_institucional_convenios_internacionales\`;`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_convenios_internacionales_order_idx\` ON \`contenido_institucional_convenios_internacionales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_convenios_internacionales_parent_id_idx\` ON \`contenido_institucional_convenios_internacionales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional_convenios_nacionales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`institucion\` text NOT NULL,
  	\`tipo\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional_convenios_nacionales\`("_order", "_parent_id", "id", "institucion", "tipo") SELECT "_order", "_parent_id", "id", "institucion", "tipo" FROM \`contenido_institucional_convenios_nacionales\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_convenios_nacionales\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional_convenios_nacionales\` RENAME TO \`contenido_institucional_convenios_nacionales\`;`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_convenios_nacionales_order_idx\` ON \`contenido_institucional_convenios_nacionales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_convenios_nacionales_parent_id_idx\` ON \`contenido_institucional_convenios_nacionales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_contenido_institucional_becas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nombre\` text NOT NULL,
  	\`descripcion\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contenido_institucional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contenido_institucional_becas\`("_order", "_parent_id", "id", "nombre", "descripcion") SELECT "_order", "_parent_id", "id", "nombre", "descripcion" FROM \`contenido_institucional_becas\`;`)
  await db.run(sql`DROP TABLE \`contenido_institucional_becas\`;`)
  await db.run(sql`ALTER TABLE \`__new_contenido_institucional_becas\` RENAME TO \`contenido_institucional_becas\`;`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_becas_order_idx\` ON \`contenido_institucional_becas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contenido_institucional_becas_parent_id_idx\` ON \`contenido_institucional_becas\` (\`_parent_id\`);`)
}
