import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Columns added to existing tables say what a deletion does, as the tables Payload creates do
// (SQLite's default, no action, would refuse to delete a picture or a redirect still named here).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`redirecciones\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`desde\` text NOT NULL,
  	\`hasta\` text NOT NULL,
  	\`tipo\` text DEFAULT '301' NOT NULL,
  	\`activa\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirecciones_desde_idx\` ON \`redirecciones\` (\`desde\`);`)
  await db.run(sql`CREATE INDEX \`redirecciones_updated_at_idx\` ON \`redirecciones\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirecciones_created_at_idx\` ON \`redirecciones\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`direcciones_no_encontradas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`veces\` numeric DEFAULT 0 NOT NULL,
  	\`primera_vez\` text NOT NULL,
  	\`ultima_vez\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`direcciones_no_encontradas_path_idx\` ON \`direcciones_no_encontradas\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`direcciones_no_encontradas_veces_idx\` ON \`direcciones_no_encontradas\` (\`veces\`);`)
  await db.run(sql`CREATE INDEX \`direcciones_no_encontradas_ultima_vez_idx\` ON \`direcciones_no_encontradas\` (\`ultima_vez\`);`)
  await db.run(sql`CREATE INDEX \`direcciones_no_encontradas_updated_at_idx\` ON \`direcciones_no_encontradas\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`direcciones_no_encontradas_created_at_idx\` ON \`direcciones_no_encontradas\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`programas\` ADD \`seo_meta_titulo\` text;`)
  await db.run(sql`ALTER TABLE \`programas\` ADD \`seo_meta_descripcion\` text;`)
  await db.run(sql`ALTER TABLE \`programas\` ADD \`seo_meta_imagen_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`programas_seo_seo_meta_imagen_idx\` ON \`programas\` (\`seo_meta_imagen_id\`);`)
  await db.run(sql`ALTER TABLE \`_programas_v\` ADD \`version_seo_meta_titulo\` text;`)
  await db.run(sql`ALTER TABLE \`_programas_v\` ADD \`version_seo_meta_descripcion\` text;`)
  await db.run(sql`ALTER TABLE \`_programas_v\` ADD \`version_seo_meta_imagen_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_programas_v_version_seo_version_seo_meta_imagen_idx\` ON \`_programas_v\` (\`version_seo_meta_imagen_id\`);`)
  await db.run(sql`ALTER TABLE \`conocer\` ADD \`seo_meta_titulo\` text;`)
  await db.run(sql`ALTER TABLE \`conocer\` ADD \`seo_meta_descripcion\` text;`)
  await db.run(sql`ALTER TABLE \`conocer\` ADD \`seo_meta_imagen_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`conocer_seo_seo_meta_imagen_idx\` ON \`conocer\` (\`seo_meta_imagen_id\`);`)
  await db.run(sql`ALTER TABLE \`_conocer_v\` ADD \`version_seo_meta_titulo\` text;`)
  await db.run(sql`ALTER TABLE \`_conocer_v\` ADD \`version_seo_meta_descripcion\` text;`)
  await db.run(sql`ALTER TABLE \`_conocer_v\` ADD \`version_seo_meta_imagen_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_conocer_v_version_seo_version_seo_meta_imagen_idx\` ON \`_conocer_v\` (\`version_seo_meta_imagen_id\`);`)
  await db.run(sql`ALTER TABLE \`comunicaciones\` ADD \`seo_meta_titulo\` text;`)
  await db.run(sql`ALTER TABLE \`comunicaciones\` ADD \`seo_meta_descripcion\` text;`)
  await db.run(sql`ALTER TABLE \`comunicaciones\` ADD \`seo_meta_imagen_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`comunicaciones_seo_seo_meta_imagen_idx\` ON \`comunicaciones\` (\`seo_meta_imagen_id\`);`)
  await db.run(sql`ALTER TABLE \`_comunicaciones_v\` ADD \`version_seo_meta_titulo\` text;`)
  await db.run(sql`ALTER TABLE \`_comunicaciones_v\` ADD \`version_seo_meta_descripcion\` text;`)
  await db.run(sql`ALTER TABLE \`_comunicaciones_v\` ADD \`version_seo_meta_imagen_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_comunicaciones_v_version_seo_version_seo_meta_imagen_idx\` ON \`_comunicaciones_v\` (\`version_seo_meta_imagen_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirecciones_id\` integer REFERENCES redirecciones(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`direcciones_no_encontradas_id\` integer REFERENCES direcciones_no_encontradas(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirecciones_id_idx\` ON \`payload_locked_documents_rels\` (\`redirecciones_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_direcciones_no_encontradas_idx\` ON \`payload_locked_documents_rels\` (\`direcciones_no_encontradas_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`redirecciones\`;`)
  await db.run(sql`DROP TABLE \`direcciones_no_encontradas\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`orden\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`path_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`path_imagen_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programas\`("id", "tipo", "titulo", "slug", "subtitulo", "path_banner_id", "path_imagen_id", "tipo_periodo", "rvoe", "orden", "updated_at", "created_at", "_status") SELECT "id", "tipo", "titulo", "slug", "subtitulo", "path_banner_id", "path_imagen_id", "tipo_periodo", "rvoe", "orden", "updated_at", "created_at", "_status" FROM \`programas\`;`)
  await db.run(sql`DROP TABLE \`programas\`;`)
  await db.run(sql`ALTER TABLE \`__new_programas\` RENAME TO \`programas\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`programas_tipo_idx\` ON \`programas\` (\`tipo\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`programas_slug_idx\` ON \`programas\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`programas_path_banner_idx\` ON \`programas\` (\`path_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`programas_path_imagen_idx\` ON \`programas\` (\`path_imagen_id\`);`)
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
  await db.run(sql`INSERT INTO \`__new__programas_v\`("id", "parent_id", "version_tipo", "version_titulo", "version_slug", "version_subtitulo", "version_path_banner_id", "version_path_imagen_id", "version_tipo_periodo", "version_rvoe", "version_orden", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_tipo", "version_titulo", "version_slug", "version_subtitulo", "version_path_banner_id", "version_path_imagen_id", "version_tipo_periodo", "version_rvoe", "version_orden", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_programas_v\`;`)
  await db.run(sql`DROP TABLE \`_programas_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__programas_v\` RENAME TO \`_programas_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_conocer\` (
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
  await db.run(sql`INSERT INTO \`__new_conocer\`("id", "titulo", "slug", "subtitulo", "path_banner_id", "path_imagen_id", "documento_id", "orden", "updated_at", "created_at", "_status") SELECT "id", "titulo", "slug", "subtitulo", "path_banner_id", "path_imagen_id", "documento_id", "orden", "updated_at", "created_at", "_status" FROM \`conocer\`;`)
  await db.run(sql`DROP TABLE \`conocer\`;`)
  await db.run(sql`ALTER TABLE \`__new_conocer\` RENAME TO \`conocer\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`conocer_slug_idx\` ON \`conocer\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`conocer_path_banner_idx\` ON \`conocer\` (\`path_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`conocer_path_imagen_idx\` ON \`conocer\` (\`path_imagen_id\`);`)
  await db.run(sql`CREATE INDEX \`conocer_documento_idx\` ON \`conocer\` (\`documento_id\`);`)
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
  await db.run(sql`INSERT INTO \`__new__conocer_v\`("id", "parent_id", "version_titulo", "version_slug", "version_subtitulo", "version_path_banner_id", "version_path_imagen_id", "version_documento_id", "version_orden", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_titulo", "version_slug", "version_subtitulo", "version_path_banner_id", "version_path_imagen_id", "version_documento_id", "version_orden", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_conocer_v\`;`)
  await db.run(sql`DROP TABLE \`_conocer_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__conocer_v\` RENAME TO \`_conocer_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_comunicaciones\` (
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
  await db.run(sql`INSERT INTO \`__new_comunicaciones\`("id", "tipo", "titulo", "slug", "fecha", "path_imagen_id", "contenido", "visitas", "updated_at", "created_at", "_status") SELECT "id", "tipo", "titulo", "slug", "fecha", "path_imagen_id", "contenido", "visitas", "updated_at", "created_at", "_status" FROM \`comunicaciones\`;`)
  await db.run(sql`DROP TABLE \`comunicaciones\`;`)
  await db.run(sql`ALTER TABLE \`__new_comunicaciones\` RENAME TO \`comunicaciones\`;`)
  await db.run(sql`CREATE INDEX \`comunicaciones_tipo_idx\` ON \`comunicaciones\` (\`tipo\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`comunicaciones_slug_idx\` ON \`comunicaciones\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`comunicaciones_path_imagen_idx\` ON \`comunicaciones\` (\`path_imagen_id\`);`)
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
  await db.run(sql`INSERT INTO \`__new__comunicaciones_v\`("id", "parent_id", "version_tipo", "version_titulo", "version_slug", "version_fecha", "version_path_imagen_id", "version_contenido", "version_visitas", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_tipo", "version_titulo", "version_slug", "version_fecha", "version_path_imagen_id", "version_contenido", "version_visitas", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_comunicaciones_v\`;`)
  await db.run(sql`DROP TABLE \`_comunicaciones_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__comunicaciones_v\` RENAME TO \`_comunicaciones_v\`;`)
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
