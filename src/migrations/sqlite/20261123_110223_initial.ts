import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nombre\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_miniatura_url\` text,
  	\`sizes_miniatura_width\` numeric,
  	\`sizes_miniatura_height\` numeric,
  	\`sizes_miniatura_mime_type\` text,
  	\`sizes_miniatura_filesize\` numeric,
  	\`sizes_miniatura_filename\` text,
  	\`sizes_tarjeta_url\` text,
  	\`sizes_tarjeta_width\` numeric,
  	\`sizes_tarjeta_height\` numeric,
  	\`sizes_tarjeta_mime_type\` text,
  	\`sizes_tarjeta_filesize\` numeric,
  	\`sizes_tarjeta_filename\` text,
  	\`sizes_banner_url\` text,
  	\`sizes_banner_width\` numeric,
  	\`sizes_banner_height\` numeric,
  	\`sizes_banner_mime_type\` text,
  	\`sizes_banner_filesize\` numeric,
  	\`sizes_banner_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_miniatura_sizes_miniatura_filename_idx\` ON \`media\` (\`sizes_miniatura_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_tarjeta_sizes_tarjeta_filename_idx\` ON \`media\` (\`sizes_tarjeta_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_banner_sizes_banner_filename_idx\` ON \`media\` (\`sizes_banner_filename\`);`)
  await db.run(sql`CREATE TABLE \`carrusel\` (
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
  await db.run(sql`CREATE INDEX \`carrusel_tipo_idx\` ON \`carrusel\` (\`tipo\`);`)
  await db.run(sql`CREATE INDEX \`carrusel_path_imagen_idx\` ON \`carrusel\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`carrusel_updated_at_idx\` ON \`carrusel\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carrusel_created_at_idx\` ON \`carrusel\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`programas_caracteristicas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`titulo_caracteristica\` text,
  	\`descripcion\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programas_caracteristicas_order_idx\` ON \`programas_caracteristicas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programas_caracteristicas_parent_id_idx\` ON \`programas_caracteristicas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programas_plan_estudios\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`numero_periodo\` numeric,
  	\`nombre_materia\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programas_plan_estudios_order_idx\` ON \`programas_plan_estudios\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programas_plan_estudios_parent_id_idx\` ON \`programas_plan_estudios\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tipo\` text,
  	\`titulo\` text,
  	\`slug\` text,
  	\`subtitulo\` text,
  	\`path_banner_id\` integer,
  	\`path_imagen_id\` integer,
  	\`tipo_periodo\` text DEFAULT 'CUA',
  	\`rvoe\` text,
  	\`orden\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`path_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`programas_tipo_idx\` ON \`programas\` (\`tipo\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`programas_slug_idx\` ON \`programas\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`programas_path_banner_idx\` ON \`programas\` (\`path_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`programas_path_imagen_idx\` ON \`programas\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`programas_updated_at_idx\` ON \`programas\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programas_created_at_idx\` ON \`programas\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`programas__status_idx\` ON \`programas\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_programas_v_version_caracteristicas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo_caracteristica\` text,
  	\`descripcion\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programas_v_version_caracteristicas_order_idx\` ON \`_programas_v_version_caracteristicas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_caracteristicas_parent_id_idx\` ON \`_programas_v_version_caracteristicas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programas_v_version_plan_estudios\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`numero_periodo\` numeric,
  	\`nombre_materia\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programas_v_version_plan_estudios_order_idx\` ON \`_programas_v_version_plan_estudios\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_plan_estudios_parent_id_idx\` ON \`_programas_v_version_plan_estudios\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programas_v\` (
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
  	\`version_orden\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_programas_v_parent_idx\` ON \`_programas_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_tipo_idx\` ON \`_programas_v\` (\`version_tipo\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_slug_idx\` ON \`_programas_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_path_banner_idx\` ON \`_programas_v\` (\`version_path_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_path_imagen_idx\` ON \`_programas_v\` (\`version_path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_updated_at_idx\` ON \`_programas_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version_created_at_idx\` ON \`_programas_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_version__status_idx\` ON \`_programas_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_created_at_idx\` ON \`_programas_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_updated_at_idx\` ON \`_programas_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programas_v_latest_idx\` ON \`_programas_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`programas_academicos\` (
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
  await db.run(sql`CREATE INDEX \`programas_academicos_path_imagen_idx\` ON \`programas_academicos\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`programas_academicos_updated_at_idx\` ON \`programas_academicos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programas_academicos_created_at_idx\` ON \`programas_academicos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`conocer_caracteristica\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`titulo_caracteristica\` text,
  	\`descripcion\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`conocer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`conocer_caracteristica_order_idx\` ON \`conocer_caracteristica\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`conocer_caracteristica_parent_id_idx\` ON \`conocer_caracteristica\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`conocer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text,
  	\`slug\` text,
  	\`subtitulo\` text,
  	\`path_banner_id\` integer,
  	\`path_imagen_id\` integer,
  	\`documento_id\` integer,
  	\`orden\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`path_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`documento_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`conocer_slug_idx\` ON \`conocer\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`conocer_path_banner_idx\` ON \`conocer\` (\`path_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`conocer_path_imagen_idx\` ON \`conocer\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`conocer_documento_idx\` ON \`conocer\` (\`documento_id\`);`)
  await db.run(sql`CREATE INDEX \`conocer_updated_at_idx\` ON \`conocer\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`conocer_created_at_idx\` ON \`conocer\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`conocer__status_idx\` ON \`conocer\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_conocer_v_version_caracteristica\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo_caracteristica\` text,
  	\`descripcion\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_conocer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_caracteristica_order_idx\` ON \`_conocer_v_version_caracteristica\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_caracteristica_parent_id_idx\` ON \`_conocer_v_version_caracteristica\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_conocer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_titulo\` text,
  	\`version_slug\` text,
  	\`version_subtitulo\` text,
  	\`version_path_banner_id\` integer,
  	\`version_path_imagen_id\` integer,
  	\`version_documento_id\` integer,
  	\`version_orden\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`conocer\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_documento_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_conocer_v_parent_idx\` ON \`_conocer_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_slug_idx\` ON \`_conocer_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_path_banner_idx\` ON \`_conocer_v\` (\`version_path_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_path_imagen_idx\` ON \`_conocer_v\` (\`version_path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_documento_idx\` ON \`_conocer_v\` (\`version_documento_id\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_updated_at_idx\` ON \`_conocer_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version_created_at_idx\` ON \`_conocer_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_version__status_idx\` ON \`_conocer_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_created_at_idx\` ON \`_conocer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_updated_at_idx\` ON \`_conocer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_conocer_v_latest_idx\` ON \`_conocer_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`comunicaciones\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tipo\` text DEFAULT 'NOT',
  	\`titulo\` text,
  	\`slug\` text,
  	\`fecha\` text,
  	\`path_imagen_id\` integer,
  	\`contenido\` text,
  	\`visitas\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`comunicaciones_tipo_idx\` ON \`comunicaciones\` (\`tipo\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`comunicaciones_slug_idx\` ON \`comunicaciones\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`comunicaciones_path_imagen_idx\` ON \`comunicaciones\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`comunicaciones_updated_at_idx\` ON \`comunicaciones\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`comunicaciones_created_at_idx\` ON \`comunicaciones\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`comunicaciones__status_idx\` ON \`comunicaciones\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_comunicaciones_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tipo\` text DEFAULT 'NOT',
  	\`version_titulo\` text,
  	\`version_slug\` text,
  	\`version_fecha\` text,
  	\`version_path_imagen_id\` integer,
  	\`version_contenido\` text,
  	\`version_visitas\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`comunicaciones\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_parent_idx\` ON \`_comunicaciones_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version_tipo_idx\` ON \`_comunicaciones_v\` (\`version_tipo\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version_slug_idx\` ON \`_comunicaciones_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version_path_imagen_idx\` ON \`_comunicaciones_v\` (\`version_path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version_updated_at_idx\` ON \`_comunicaciones_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version_created_at_idx\` ON \`_comunicaciones_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_version__status_idx\` ON \`_comunicaciones_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_created_at_idx\` ON \`_comunicaciones_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_updated_at_idx\` ON \`_comunicaciones_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_latest_idx\` ON \`_comunicaciones_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`podcasts\` (
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
  await db.run(sql`CREATE INDEX \`podcasts_archivo_podcast_idx\` ON \`podcasts\` (\`archivo_podcast_id\`);`)
  await db.run(sql`CREATE INDEX \`podcasts_updated_at_idx\` ON \`podcasts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`podcasts_created_at_idx\` ON \`podcasts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`podcasts__status_idx\` ON \`podcasts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_podcasts_v\` (
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
  await db.run(sql`CREATE INDEX \`_podcasts_v_parent_idx\` ON \`_podcasts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_archivo_podcast_idx\` ON \`_podcasts_v\` (\`version_archivo_podcast_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_updated_at_idx\` ON \`_podcasts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version_created_at_idx\` ON \`_podcasts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_version_version__status_idx\` ON \`_podcasts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_created_at_idx\` ON \`_podcasts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_updated_at_idx\` ON \`_podcasts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcasts_v_latest_idx\` ON \`_podcasts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`casos_exito\` (
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
  await db.run(sql`CREATE INDEX \`casos_exito_path_imagen_idx\` ON \`casos_exito\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`casos_exito_updated_at_idx\` ON \`casos_exito\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`casos_exito_created_at_idx\` ON \`casos_exito\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`beneficios_exa\` (
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
  await db.run(sql`CREATE INDEX \`beneficios_exa_path_imagen_idx\` ON \`beneficios_exa\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`beneficios_exa_updated_at_idx\` ON \`beneficios_exa\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`beneficios_exa_created_at_idx\` ON \`beneficios_exa\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tramites_texto\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`titulo\` text NOT NULL,
  	\`texto\` text NOT NULL,
  	\`orden\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tramites_texto_updated_at_idx\` ON \`tramites_texto\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tramites_texto_created_at_idx\` ON \`tramites_texto\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`libros\` (
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
  await db.run(sql`CREATE INDEX \`libros_imagen_idx\` ON \`libros\` (\`imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`libros_updated_at_idx\` ON \`libros\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`libros_created_at_idx\` ON \`libros\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sitca_equipo\` (
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
  await db.run(sql`CREATE INDEX \`sitca_equipo_imagen_idx\` ON \`sitca_equipo\` (\`imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`sitca_equipo_updated_at_idx\` ON \`sitca_equipo\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sitca_equipo_created_at_idx\` ON \`sitca_equipo\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sitca_documentos\` (
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
  await db.run(sql`CREATE INDEX \`sitca_documentos_tipo_idx\` ON \`sitca_documentos\` (\`tipo\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sitca_documentos_slug_idx\` ON \`sitca_documentos\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sitca_documentos_imagen_idx\` ON \`sitca_documentos\` (\`imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`sitca_documentos_archivo_idx\` ON \`sitca_documentos\` (\`archivo_id\`);`)
  await db.run(sql`CREATE INDEX \`sitca_documentos_updated_at_idx\` ON \`sitca_documentos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sitca_documentos_created_at_idx\` ON \`sitca_documentos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sitca_documentos__status_idx\` ON \`sitca_documentos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_sitca_documentos_v\` (
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
  await db.run(sql`CREATE TABLE \`solicitudes_contacto\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nombre\` text NOT NULL,
  	\`apellido\` text NOT NULL,
  	\`telefono\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`programa\` text NOT NULL,
  	\`comentario\` text NOT NULL,
  	\`estado\` text DEFAULT 'nueva',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_estado_idx\` ON \`solicitudes_contacto\` (\`estado\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_updated_at_idx\` ON \`solicitudes_contacto\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`solicitudes_contacto_created_at_idx\` ON \`solicitudes_contacto\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	FOREIGN KEY (\`solicitudes_contacto_id\`) REFERENCES \`solicitudes_contacto\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`configuracion_sitio_campus\` (
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
  await db.run(sql`CREATE INDEX \`configuracion_sitio_campus_order_idx\` ON \`configuracion_sitio_campus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_campus_parent_id_idx\` ON \`configuracion_sitio_campus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`configuracion_sitio\` (
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
  await db.run(sql`CREATE INDEX \`configuracion_sitio_reglamento_escolar_idx\` ON \`configuracion_sitio\` (\`reglamento_escolar_id\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_certificado_iso_idx\` ON \`configuracion_sitio\` (\`certificado_iso_id\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_folleto_conocer_idx\` ON \`configuracion_sitio\` (\`folleto_conocer_id\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_programa_becas_idx\` ON \`configuracion_sitio\` (\`programa_becas_id\`);`)
  await db.run(sql`CREATE TABLE \`configuracion_sitio_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`configuracion_sitio\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_rels_order_idx\` ON \`configuracion_sitio_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_rels_parent_idx\` ON \`configuracion_sitio_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_rels_path_idx\` ON \`configuracion_sitio_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`configuracion_sitio_rels_media_id_idx\` ON \`configuracion_sitio_rels\` (\`media_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`carrusel\`;`)
  await db.run(sql`DROP TABLE \`programas_caracteristicas\`;`)
  await db.run(sql`DROP TABLE \`programas_plan_estudios\`;`)
  await db.run(sql`DROP TABLE \`programas\`;`)
  await db.run(sql`DROP TABLE \`_programas_v_version_caracteristicas\`;`)
  await db.run(sql`DROP TABLE \`_programas_v_version_plan_estudios\`;`)
  await db.run(sql`DROP TABLE \`_programas_v\`;`)
  await db.run(sql`DROP TABLE \`programas_academicos\`;`)
  await db.run(sql`DROP TABLE \`conocer_caracteristica\`;`)
  await db.run(sql`DROP TABLE \`conocer\`;`)
  await db.run(sql`DROP TABLE \`_conocer_v_version_caracteristica\`;`)
  await db.run(sql`DROP TABLE \`_conocer_v\`;`)
  await db.run(sql`DROP TABLE \`comunicaciones\`;`)
  await db.run(sql`DROP TABLE \`_comunicaciones_v\`;`)
  await db.run(sql`DROP TABLE \`podcasts\`;`)
  await db.run(sql`DROP TABLE \`_podcasts_v\`;`)
  await db.run(sql`DROP TABLE \`casos_exito\`;`)
  await db.run(sql`DROP TABLE \`beneficios_exa\`;`)
  await db.run(sql`DROP TABLE \`tramites_texto\`;`)
  await db.run(sql`DROP TABLE \`libros\`;`)
  await db.run(sql`DROP TABLE \`sitca_equipo\`;`)
  await db.run(sql`DROP TABLE \`sitca_documentos\`;`)
  await db.run(sql`DROP TABLE \`_sitca_documentos_v\`;`)
  await db.run(sql`DROP TABLE \`solicitudes_contacto\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`configuracion_sitio_campus\`;`)
  await db.run(sql`DROP TABLE \`configuracion_sitio\`;`)
  await db.run(sql`DROP TABLE \`configuracion_sitio_rels\`;`)
}
