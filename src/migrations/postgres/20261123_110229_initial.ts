import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'admisiones');
  CREATE TYPE "public"."enum_carrusel_tipo" AS ENUM('CAR', 'RAD', 'CAL');
  CREATE TYPE "public"."enum_programas_tipo" AS ENUM('BAC', 'LIC', 'DIP');
  CREATE TYPE "public"."enum_programas_tipo_periodo" AS ENUM('CUA', 'SEM', 'TRI', 'MOD');
  CREATE TYPE "public"."enum_programas_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__programas_v_version_tipo" AS ENUM('BAC', 'LIC', 'DIP');
  CREATE TYPE "public"."enum__programas_v_version_tipo_periodo" AS ENUM('CUA', 'SEM', 'TRI', 'MOD');
  CREATE TYPE "public"."enum__programas_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_conocer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__conocer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_comunicaciones_tipo" AS ENUM('NOT', 'EVE');
  CREATE TYPE "public"."enum_comunicaciones_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__comunicaciones_v_version_tipo" AS ENUM('NOT', 'EVE');
  CREATE TYPE "public"."enum__comunicaciones_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_podcasts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__podcasts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_sitca_documentos_tipo" AS ENUM('boletin', 'informe');
  CREATE TYPE "public"."enum_sitca_documentos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sitca_documentos_v_version_tipo" AS ENUM('boletin', 'informe');
  CREATE TYPE "public"."enum__sitca_documentos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_solicitudes_contacto_estado" AS ENUM('nueva', 'en-seguimiento', 'atendida');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nombre" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_miniatura_url" varchar,
  	"sizes_miniatura_width" numeric,
  	"sizes_miniatura_height" numeric,
  	"sizes_miniatura_mime_type" varchar,
  	"sizes_miniatura_filesize" numeric,
  	"sizes_miniatura_filename" varchar,
  	"sizes_tarjeta_url" varchar,
  	"sizes_tarjeta_width" numeric,
  	"sizes_tarjeta_height" numeric,
  	"sizes_tarjeta_mime_type" varchar,
  	"sizes_tarjeta_filesize" numeric,
  	"sizes_tarjeta_filename" varchar,
  	"sizes_banner_url" varchar,
  	"sizes_banner_width" numeric,
  	"sizes_banner_height" numeric,
  	"sizes_banner_mime_type" varchar,
  	"sizes_banner_filesize" numeric,
  	"sizes_banner_filename" varchar
  );
  
  CREATE TABLE "carrusel" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo" varchar NOT NULL,
  	"tipo" "enum_carrusel_tipo" NOT NULL,
  	"path_imagen_id" integer NOT NULL,
  	"link" varchar,
  	"orden" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "programas_caracteristicas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"titulo_caracteristica" varchar,
  	"descripcion" varchar
  );
  
  CREATE TABLE "programas_plan_estudios" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"numero_periodo" numeric,
  	"nombre_materia" varchar
  );
  
  CREATE TABLE "programas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tipo" "enum_programas_tipo",
  	"titulo" varchar,
  	"slug" varchar,
  	"subtitulo" varchar,
  	"path_banner_id" integer,
  	"path_imagen_id" integer,
  	"tipo_periodo" "enum_programas_tipo_periodo" DEFAULT 'CUA',
  	"rvoe" varchar,
  	"orden" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_programas_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_programas_v_version_caracteristicas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo_caracteristica" varchar,
  	"descripcion" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_programas_v_version_plan_estudios" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"numero_periodo" numeric,
  	"nombre_materia" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_programas_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tipo" "enum__programas_v_version_tipo",
  	"version_titulo" varchar,
  	"version_slug" varchar,
  	"version_subtitulo" varchar,
  	"version_path_banner_id" integer,
  	"version_path_imagen_id" integer,
  	"version_tipo_periodo" "enum__programas_v_version_tipo_periodo" DEFAULT 'CUA',
  	"version_rvoe" varchar,
  	"version_orden" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__programas_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "programas_academicos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo" varchar NOT NULL,
  	"path_imagen_id" integer NOT NULL,
  	"link" varchar NOT NULL,
  	"orden" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "conocer_caracteristica" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"titulo_caracteristica" varchar,
  	"descripcion" varchar
  );
  
  CREATE TABLE "conocer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo" varchar,
  	"slug" varchar,
  	"subtitulo" varchar,
  	"path_banner_id" integer,
  	"path_imagen_id" integer,
  	"documento_id" integer,
  	"orden" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_conocer_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_conocer_v_version_caracteristica" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo_caracteristica" varchar,
  	"descripcion" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_conocer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_titulo" varchar,
  	"version_slug" varchar,
  	"version_subtitulo" varchar,
  	"version_path_banner_id" integer,
  	"version_path_imagen_id" integer,
  	"version_documento_id" integer,
  	"version_orden" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__conocer_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "comunicaciones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tipo" "enum_comunicaciones_tipo" DEFAULT 'NOT',
  	"titulo" varchar,
  	"slug" varchar,
  	"fecha" timestamp(3) with time zone,
  	"path_imagen_id" integer,
  	"contenido" jsonb,
  	"visitas" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_comunicaciones_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_comunicaciones_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tipo" "enum__comunicaciones_v_version_tipo" DEFAULT 'NOT',
  	"version_titulo" varchar,
  	"version_slug" varchar,
  	"version_fecha" timestamp(3) with time zone,
  	"version_path_imagen_id" integer,
  	"version_contenido" jsonb,
  	"version_visitas" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__comunicaciones_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "podcasts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo" varchar,
  	"presentador" varchar,
  	"inivtados" varchar,
  	"fecha_publicacion" timestamp(3) with time zone,
  	"archivo_podcast_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_podcasts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_podcasts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_titulo" varchar,
  	"version_presentador" varchar,
  	"version_inivtados" varchar,
  	"version_fecha_publicacion" timestamp(3) with time zone,
  	"version_archivo_podcast_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__podcasts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "casos_exito" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo" varchar NOT NULL,
  	"subtitulo" varchar NOT NULL,
  	"path_imagen_id" integer NOT NULL,
  	"orden" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "beneficios_exa" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"descuento" numeric NOT NULL,
  	"titulo" varchar NOT NULL,
  	"descripcion" varchar NOT NULL,
  	"path_imagen_id" integer NOT NULL,
  	"ubicacion" varchar NOT NULL,
  	"orden" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tramites_texto" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo" varchar NOT NULL,
  	"texto" jsonb NOT NULL,
  	"orden" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "libros" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"imagen_id" integer NOT NULL,
  	"titulo" varchar NOT NULL,
  	"nombre_autor" varchar NOT NULL,
  	"edicion" varchar NOT NULL,
  	"anio_edicion" numeric NOT NULL,
  	"descripcion" varchar NOT NULL,
  	"orden" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sitca_equipo" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"imagen_id" integer NOT NULL,
  	"titulo" varchar NOT NULL,
  	"titulos_academicos" varchar NOT NULL,
  	"puesto_trabajo" varchar NOT NULL,
  	"orden" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sitca_documentos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tipo" "enum_sitca_documentos_tipo" DEFAULT 'boletin',
  	"titulo" varchar,
  	"slug" varchar,
  	"fecha_publicacion" timestamp(3) with time zone,
  	"imagen_id" integer,
  	"descripcion" jsonb,
  	"archivo_id" integer,
  	"visitas" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_sitca_documentos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_sitca_documentos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tipo" "enum__sitca_documentos_v_version_tipo" DEFAULT 'boletin',
  	"version_titulo" varchar,
  	"version_slug" varchar,
  	"version_fecha_publicacion" timestamp(3) with time zone,
  	"version_imagen_id" integer,
  	"version_descripcion" jsonb,
  	"version_archivo_id" integer,
  	"version_visitas" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sitca_documentos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "solicitudes_contacto" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nombre" varchar NOT NULL,
  	"apellido" varchar NOT NULL,
  	"telefono" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"programa" varchar NOT NULL,
  	"comentario" varchar NOT NULL,
  	"estado" "enum_solicitudes_contacto_estado" DEFAULT 'nueva',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"carrusel_id" integer,
  	"programas_id" integer,
  	"programas_academicos_id" integer,
  	"conocer_id" integer,
  	"comunicaciones_id" integer,
  	"podcasts_id" integer,
  	"casos_exito_id" integer,
  	"beneficios_exa_id" integer,
  	"tramites_texto_id" integer,
  	"libros_id" integer,
  	"sitca_equipo_id" integer,
  	"sitca_documentos_id" integer,
  	"solicitudes_contacto_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "configuracion_sitio_campus" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nombre" varchar NOT NULL,
  	"direccion" varchar NOT NULL,
  	"mapa_embed" varchar NOT NULL,
  	"mapa_enlace" varchar NOT NULL
  );
  
  CREATE TABLE "configuracion_sitio" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"telefono" varchar NOT NULL,
  	"telefono_preparatoria" varchar NOT NULL,
  	"telefono_campus" varchar NOT NULL,
  	"whatsapp" varchar NOT NULL,
  	"whatsapp_preparatoria" varchar NOT NULL,
  	"mensaje_whatsapp" varchar NOT NULL,
  	"direccion" varchar NOT NULL,
  	"etiqueta_campus" varchar NOT NULL,
  	"correo_admisiones" varchar NOT NULL,
  	"correo_titulacion" varchar NOT NULL,
  	"whatsapp_titulacion" varchar NOT NULL,
  	"correo_practicas" varchar NOT NULL,
  	"telefono_practicas" varchar NOT NULL,
  	"whatsapp_practicas" varchar NOT NULL,
  	"conocer_codigo_centro" varchar NOT NULL,
  	"conocer_direccion" varchar NOT NULL,
  	"conocer_telefonos" varchar NOT NULL,
  	"correo_conocer" varchar NOT NULL,
  	"correo_quejas_conocer" varchar NOT NULL,
  	"telefono_quejas_conocer" varchar NOT NULL,
  	"facebook" varchar NOT NULL,
  	"instagram" varchar NOT NULL,
  	"youtube" varchar NOT NULL,
  	"url_doctorados" varchar NOT NULL,
  	"url_maestrias" varchar NOT NULL,
  	"url_especialidades" varchar NOT NULL,
  	"url_campus_virtual" varchar NOT NULL,
  	"url_plataforma_virtual" varchar NOT NULL,
  	"url_servoescolar" varchar NOT NULL,
  	"url_ugc_mas" varchar NOT NULL,
  	"url_revista_cientifica" varchar NOT NULL,
  	"url_nafin" varchar NOT NULL,
  	"url_ulades" varchar NOT NULL,
  	"url_bolsa_trabajo" varchar NOT NULL,
  	"url_bolsa_practicas" varchar NOT NULL,
  	"url_red_conocer" varchar NOT NULL,
  	"url_inscripcion_preparatoria" varchar NOT NULL,
  	"url_queja" varchar NOT NULL,
  	"url_sugerencia" varchar NOT NULL,
  	"url_examen_ingles" varchar NOT NULL,
  	"video_inicio" varchar NOT NULL,
  	"video_comunicacion" varchar NOT NULL,
  	"video_casos_exito" varchar NOT NULL,
  	"radio_stream_url" varchar NOT NULL,
  	"reglamento_escolar_id" integer NOT NULL,
  	"certificado_iso_id" integer NOT NULL,
  	"folleto_conocer_id" integer NOT NULL,
  	"programa_becas_id" integer NOT NULL,
  	"aviso_privacidad" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "configuracion_sitio_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carrusel" ADD CONSTRAINT "carrusel_path_imagen_id_media_id_fk" FOREIGN KEY ("path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programas_caracteristicas" ADD CONSTRAINT "programas_caracteristicas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programas_plan_estudios" ADD CONSTRAINT "programas_plan_estudios_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programas" ADD CONSTRAINT "programas_path_banner_id_media_id_fk" FOREIGN KEY ("path_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programas" ADD CONSTRAINT "programas_path_imagen_id_media_id_fk" FOREIGN KEY ("path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programas_v_version_caracteristicas" ADD CONSTRAINT "_programas_v_version_caracteristicas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programas_v_version_plan_estudios" ADD CONSTRAINT "_programas_v_version_plan_estudios_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programas_v" ADD CONSTRAINT "_programas_v_parent_id_programas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programas_v" ADD CONSTRAINT "_programas_v_version_path_banner_id_media_id_fk" FOREIGN KEY ("version_path_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programas_v" ADD CONSTRAINT "_programas_v_version_path_imagen_id_media_id_fk" FOREIGN KEY ("version_path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programas_academicos" ADD CONSTRAINT "programas_academicos_path_imagen_id_media_id_fk" FOREIGN KEY ("path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conocer_caracteristica" ADD CONSTRAINT "conocer_caracteristica_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."conocer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conocer" ADD CONSTRAINT "conocer_path_banner_id_media_id_fk" FOREIGN KEY ("path_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conocer" ADD CONSTRAINT "conocer_path_imagen_id_media_id_fk" FOREIGN KEY ("path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conocer" ADD CONSTRAINT "conocer_documento_id_media_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_conocer_v_version_caracteristica" ADD CONSTRAINT "_conocer_v_version_caracteristica_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_conocer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_conocer_v" ADD CONSTRAINT "_conocer_v_parent_id_conocer_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."conocer"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_conocer_v" ADD CONSTRAINT "_conocer_v_version_path_banner_id_media_id_fk" FOREIGN KEY ("version_path_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_conocer_v" ADD CONSTRAINT "_conocer_v_version_path_imagen_id_media_id_fk" FOREIGN KEY ("version_path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_conocer_v" ADD CONSTRAINT "_conocer_v_version_documento_id_media_id_fk" FOREIGN KEY ("version_documento_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comunicaciones" ADD CONSTRAINT "comunicaciones_path_imagen_id_media_id_fk" FOREIGN KEY ("path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_comunicaciones_v" ADD CONSTRAINT "_comunicaciones_v_parent_id_comunicaciones_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comunicaciones"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_comunicaciones_v" ADD CONSTRAINT "_comunicaciones_v_version_path_imagen_id_media_id_fk" FOREIGN KEY ("version_path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_archivo_podcast_id_media_id_fk" FOREIGN KEY ("archivo_podcast_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcasts_v" ADD CONSTRAINT "_podcasts_v_parent_id_podcasts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."podcasts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcasts_v" ADD CONSTRAINT "_podcasts_v_version_archivo_podcast_id_media_id_fk" FOREIGN KEY ("version_archivo_podcast_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "casos_exito" ADD CONSTRAINT "casos_exito_path_imagen_id_media_id_fk" FOREIGN KEY ("path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beneficios_exa" ADD CONSTRAINT "beneficios_exa_path_imagen_id_media_id_fk" FOREIGN KEY ("path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "libros" ADD CONSTRAINT "libros_imagen_id_media_id_fk" FOREIGN KEY ("imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sitca_equipo" ADD CONSTRAINT "sitca_equipo_imagen_id_media_id_fk" FOREIGN KEY ("imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sitca_documentos" ADD CONSTRAINT "sitca_documentos_imagen_id_media_id_fk" FOREIGN KEY ("imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sitca_documentos" ADD CONSTRAINT "sitca_documentos_archivo_id_media_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sitca_documentos_v" ADD CONSTRAINT "_sitca_documentos_v_parent_id_sitca_documentos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sitca_documentos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sitca_documentos_v" ADD CONSTRAINT "_sitca_documentos_v_version_imagen_id_media_id_fk" FOREIGN KEY ("version_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sitca_documentos_v" ADD CONSTRAINT "_sitca_documentos_v_version_archivo_id_media_id_fk" FOREIGN KEY ("version_archivo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carrusel_fk" FOREIGN KEY ("carrusel_id") REFERENCES "public"."carrusel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_programas_fk" FOREIGN KEY ("programas_id") REFERENCES "public"."programas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_programas_academicos_fk" FOREIGN KEY ("programas_academicos_id") REFERENCES "public"."programas_academicos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conocer_fk" FOREIGN KEY ("conocer_id") REFERENCES "public"."conocer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comunicaciones_fk" FOREIGN KEY ("comunicaciones_id") REFERENCES "public"."comunicaciones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcasts_fk" FOREIGN KEY ("podcasts_id") REFERENCES "public"."podcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_casos_exito_fk" FOREIGN KEY ("casos_exito_id") REFERENCES "public"."casos_exito"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_beneficios_exa_fk" FOREIGN KEY ("beneficios_exa_id") REFERENCES "public"."beneficios_exa"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tramites_texto_fk" FOREIGN KEY ("tramites_texto_id") REFERENCES "public"."tramites_texto"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_libros_fk" FOREIGN KEY ("libros_id") REFERENCES "public"."libros"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sitca_equipo_fk" FOREIGN KEY ("sitca_equipo_id") REFERENCES "public"."sitca_equipo"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sitca_documentos_fk" FOREIGN KEY ("sitca_documentos_id") REFERENCES "public"."sitca_documentos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_solicitudes_contacto_fk" FOREIGN KEY ("solicitudes_contacto_id") REFERENCES "public"."solicitudes_contacto"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configuracion_sitio_campus" ADD CONSTRAINT "configuracion_sitio_campus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."configuracion_sitio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configuracion_sitio" ADD CONSTRAINT "configuracion_sitio_reglamento_escolar_id_media_id_fk" FOREIGN KEY ("reglamento_escolar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "configuracion_sitio" ADD CONSTRAINT "configuracion_sitio_certificado_iso_id_media_id_fk" FOREIGN KEY ("certificado_iso_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "configuracion_sitio" ADD CONSTRAINT "configuracion_sitio_folleto_conocer_id_media_id_fk" FOREIGN KEY ("folleto_conocer_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "configuracion_sitio" ADD CONSTRAINT "configuracion_sitio_programa_becas_id_media_id_fk" FOREIGN KEY ("programa_becas_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "configuracion_sitio_rels" ADD CONSTRAINT "configuracion_sitio_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."configuracion_sitio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "configuracion_sitio_rels" ADD CONSTRAINT "configuracion_sitio_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_miniatura_sizes_miniatura_filename_idx" ON "media" USING btree ("sizes_miniatura_filename");
  CREATE INDEX "media_sizes_tarjeta_sizes_tarjeta_filename_idx" ON "media" USING btree ("sizes_tarjeta_filename");
  CREATE INDEX "media_sizes_banner_sizes_banner_filename_idx" ON "media" USING btree ("sizes_banner_filename");
  CREATE INDEX "carrusel_tipo_idx" ON "carrusel" USING btree ("tipo");
  CREATE INDEX "carrusel_path_imagen_idx" ON "carrusel" USING btree ("path_imagen_id");
  CREATE INDEX "carrusel_updated_at_idx" ON "carrusel" USING btree ("updated_at");
  CREATE INDEX "carrusel_created_at_idx" ON "carrusel" USING btree ("created_at");
  CREATE INDEX "programas_caracteristicas_order_idx" ON "programas_caracteristicas" USING btree ("_order");
  CREATE INDEX "programas_caracteristicas_parent_id_idx" ON "programas_caracteristicas" USING btree ("_parent_id");
  CREATE INDEX "programas_plan_estudios_order_idx" ON "programas_plan_estudios" USING btree ("_order");
  CREATE INDEX "programas_plan_estudios_parent_id_idx" ON "programas_plan_estudios" USING btree ("_parent_id");
  CREATE INDEX "programas_tipo_idx" ON "programas" USING btree ("tipo");
  CREATE UNIQUE INDEX "programas_slug_idx" ON "programas" USING btree ("slug");
  CREATE INDEX "programas_path_banner_idx" ON "programas" USING btree ("path_banner_id");
  CREATE INDEX "programas_path_imagen_idx" ON "programas" USING btree ("path_imagen_id");
  CREATE INDEX "programas_updated_at_idx" ON "programas" USING btree ("updated_at");
  CREATE INDEX "programas_created_at_idx" ON "programas" USING btree ("created_at");
  CREATE INDEX "programas__status_idx" ON "programas" USING btree ("_status");
  CREATE INDEX "_programas_v_version_caracteristicas_order_idx" ON "_programas_v_version_caracteristicas" USING btree ("_order");
  CREATE INDEX "_programas_v_version_caracteristicas_parent_id_idx" ON "_programas_v_version_caracteristicas" USING btree ("_parent_id");
  CREATE INDEX "_programas_v_version_plan_estudios_order_idx" ON "_programas_v_version_plan_estudios" USING btree ("_order");
  CREATE INDEX "_programas_v_version_plan_estudios_parent_id_idx" ON "_programas_v_version_plan_estudios" USING btree ("_parent_id");
  CREATE INDEX "_programas_v_parent_idx" ON "_programas_v" USING btree ("parent_id");
  CREATE INDEX "_programas_v_version_version_tipo_idx" ON "_programas_v" USING btree ("version_tipo");
  CREATE INDEX "_programas_v_version_version_slug_idx" ON "_programas_v" USING btree ("version_slug");
  CREATE INDEX "_programas_v_version_version_path_banner_idx" ON "_programas_v" USING btree ("version_path_banner_id");
  CREATE INDEX "_programas_v_version_version_path_imagen_idx" ON "_programas_v" USING btree ("version_path_imagen_id");
  CREATE INDEX "_programas_v_version_version_updated_at_idx" ON "_programas_v" USING btree ("version_updated_at");
  CREATE INDEX "_programas_v_version_version_created_at_idx" ON "_programas_v" USING btree ("version_created_at");
  CREATE INDEX "_programas_v_version_version__status_idx" ON "_programas_v" USING btree ("version__status");
  CREATE INDEX "_programas_v_created_at_idx" ON "_programas_v" USING btree ("created_at");
  CREATE INDEX "_programas_v_updated_at_idx" ON "_programas_v" USING btree ("updated_at");
  CREATE INDEX "_programas_v_latest_idx" ON "_programas_v" USING btree ("latest");
  CREATE INDEX "programas_academicos_path_imagen_idx" ON "programas_academicos" USING btree ("path_imagen_id");
  CREATE INDEX "programas_academicos_updated_at_idx" ON "programas_academicos" USING btree ("updated_at");
  CREATE INDEX "programas_academicos_created_at_idx" ON "programas_academicos" USING btree ("created_at");
  CREATE INDEX "conocer_caracteristica_order_idx" ON "conocer_caracteristica" USING btree ("_order");
  CREATE INDEX "conocer_caracteristica_parent_id_idx" ON "conocer_caracteristica" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "conocer_slug_idx" ON "conocer" USING btree ("slug");
  CREATE INDEX "conocer_path_banner_idx" ON "conocer" USING btree ("path_banner_id");
  CREATE INDEX "conocer_path_imagen_idx" ON "conocer" USING btree ("path_imagen_id");
  CREATE INDEX "conocer_documento_idx" ON "conocer" USING btree ("documento_id");
  CREATE INDEX "conocer_updated_at_idx" ON "conocer" USING btree ("updated_at");
  CREATE INDEX "conocer_created_at_idx" ON "conocer" USING btree ("created_at");
  CREATE INDEX "conocer__status_idx" ON "conocer" USING btree ("_status");
  CREATE INDEX "_conocer_v_version_caracteristica_order_idx" ON "_conocer_v_version_caracteristica" USING btree ("_order");
  CREATE INDEX "_conocer_v_version_caracteristica_parent_id_idx" ON "_conocer_v_version_caracteristica" USING btree ("_parent_id");
  CREATE INDEX "_conocer_v_parent_idx" ON "_conocer_v" USING btree ("parent_id");
  CREATE INDEX "_conocer_v_version_version_slug_idx" ON "_conocer_v" USING btree ("version_slug");
  CREATE INDEX "_conocer_v_version_version_path_banner_idx" ON "_conocer_v" USING btree ("version_path_banner_id");
  CREATE INDEX "_conocer_v_version_version_path_imagen_idx" ON "_conocer_v" USING btree ("version_path_imagen_id");
  CREATE INDEX "_conocer_v_version_version_documento_idx" ON "_conocer_v" USING btree ("version_documento_id");
  CREATE INDEX "_conocer_v_version_version_updated_at_idx" ON "_conocer_v" USING btree ("version_updated_at");
  CREATE INDEX "_conocer_v_version_version_created_at_idx" ON "_conocer_v" USING btree ("version_created_at");
  CREATE INDEX "_conocer_v_version_version__status_idx" ON "_conocer_v" USING btree ("version__status");
  CREATE INDEX "_conocer_v_created_at_idx" ON "_conocer_v" USING btree ("created_at");
  CREATE INDEX "_conocer_v_updated_at_idx" ON "_conocer_v" USING btree ("updated_at");
  CREATE INDEX "_conocer_v_latest_idx" ON "_conocer_v" USING btree ("latest");
  CREATE INDEX "comunicaciones_tipo_idx" ON "comunicaciones" USING btree ("tipo");
  CREATE UNIQUE INDEX "comunicaciones_slug_idx" ON "comunicaciones" USING btree ("slug");
  CREATE INDEX "comunicaciones_path_imagen_idx" ON "comunicaciones" USING btree ("path_imagen_id");
  CREATE INDEX "comunicaciones_updated_at_idx" ON "comunicaciones" USING btree ("updated_at");
  CREATE INDEX "comunicaciones_created_at_idx" ON "comunicaciones" USING btree ("created_at");
  CREATE INDEX "comunicaciones__status_idx" ON "comunicaciones" USING btree ("_status");
  CREATE INDEX "_comunicaciones_v_parent_idx" ON "_comunicaciones_v" USING btree ("parent_id");
  CREATE INDEX "_comunicaciones_v_version_version_tipo_idx" ON "_comunicaciones_v" USING btree ("version_tipo");
  CREATE INDEX "_comunicaciones_v_version_version_slug_idx" ON "_comunicaciones_v" USING btree ("version_slug");
  CREATE INDEX "_comunicaciones_v_version_version_path_imagen_idx" ON "_comunicaciones_v" USING btree ("version_path_imagen_id");
  CREATE INDEX "_comunicaciones_v_version_version_updated_at_idx" ON "_comunicaciones_v" USING btree ("version_updated_at");
  CREATE INDEX "_comunicaciones_v_version_version_created_at_idx" ON "_comunicaciones_v" USING btree ("version_created_at");
  CREATE INDEX "_comunicaciones_v_version_version__status_idx" ON "_comunicaciones_v" USING btree ("version__status");
  CREATE INDEX "_comunicaciones_v_created_at_idx" ON "_comunicaciones_v" USING btree ("created_at");
  CREATE INDEX "_comunicaciones_v_updated_at_idx" ON "_comunicaciones_v" USING btree ("updated_at");
  CREATE INDEX "_comunicaciones_v_latest_idx" ON "_comunicaciones_v" USING btree ("latest");
  CREATE INDEX "podcasts_archivo_podcast_idx" ON "podcasts" USING btree ("archivo_podcast_id");
  CREATE INDEX "podcasts_updated_at_idx" ON "podcasts" USING btree ("updated_at");
  CREATE INDEX "podcasts_created_at_idx" ON "podcasts" USING btree ("created_at");
  CREATE INDEX "podcasts__status_idx" ON "podcasts" USING btree ("_status");
  CREATE INDEX "_podcasts_v_parent_idx" ON "_podcasts_v" USING btree ("parent_id");
  CREATE INDEX "_podcasts_v_version_version_archivo_podcast_idx" ON "_podcasts_v" USING btree ("version_archivo_podcast_id");
  CREATE INDEX "_podcasts_v_version_version_updated_at_idx" ON "_podcasts_v" USING btree ("version_updated_at");
  CREATE INDEX "_podcasts_v_version_version_created_at_idx" ON "_podcasts_v" USING btree ("version_created_at");
  CREATE INDEX "_podcasts_v_version_version__status_idx" ON "_podcasts_v" USING btree ("version__status");
  CREATE INDEX "_podcasts_v_created_at_idx" ON "_podcasts_v" USING btree ("created_at");
  CREATE INDEX "_podcasts_v_updated_at_idx" ON "_podcasts_v" USING btree ("updated_at");
  CREATE INDEX "_podcasts_v_latest_idx" ON "_podcasts_v" USING btree ("latest");
  CREATE INDEX "casos_exito_path_imagen_idx" ON "casos_exito" USING btree ("path_imagen_id");
  CREATE INDEX "casos_exito_updated_at_idx" ON "casos_exito" USING btree ("updated_at");
  CREATE INDEX "casos_exito_created_at_idx" ON "casos_exito" USING btree ("created_at");
  CREATE INDEX "beneficios_exa_path_imagen_idx" ON "beneficios_exa" USING btree ("path_imagen_id");
  CREATE INDEX "beneficios_exa_updated_at_idx" ON "beneficios_exa" USING btree ("updated_at");
  CREATE INDEX "beneficios_exa_created_at_idx" ON "beneficios_exa" USING btree ("created_at");
  CREATE INDEX "tramites_texto_updated_at_idx" ON "tramites_texto" USING btree ("updated_at");
  CREATE INDEX "tramites_texto_created_at_idx" ON "tramites_texto" USING btree ("created_at");
  CREATE INDEX "libros_imagen_idx" ON "libros" USING btree ("imagen_id");
  CREATE INDEX "libros_updated_at_idx" ON "libros" USING btree ("updated_at");
  CREATE INDEX "libros_created_at_idx" ON "libros" USING btree ("created_at");
  CREATE INDEX "sitca_equipo_imagen_idx" ON "sitca_equipo" USING btree ("imagen_id");
  CREATE INDEX "sitca_equipo_updated_at_idx" ON "sitca_equipo" USING btree ("updated_at");
  CREATE INDEX "sitca_equipo_created_at_idx" ON "sitca_equipo" USING btree ("created_at");
  CREATE INDEX "sitca_documentos_tipo_idx" ON "sitca_documentos" USING btree ("tipo");
  CREATE UNIQUE INDEX "sitca_documentos_slug_idx" ON "sitca_documentos" USING btree ("slug");
  CREATE INDEX "sitca_documentos_imagen_idx" ON "sitca_documentos" USING btree ("imagen_id");
  CREATE INDEX "sitca_documentos_archivo_idx" ON "sitca_documentos" USING btree ("archivo_id");
  CREATE INDEX "sitca_documentos_updated_at_idx" ON "sitca_documentos" USING btree ("updated_at");
  CREATE INDEX "sitca_documentos_created_at_idx" ON "sitca_documentos" USING btree ("created_at");
  CREATE INDEX "sitca_documentos__status_idx" ON "sitca_documentos" USING btree ("_status");
  CREATE INDEX "_sitca_documentos_v_parent_idx" ON "_sitca_documentos_v" USING btree ("parent_id");
  CREATE INDEX "_sitca_documentos_v_version_version_tipo_idx" ON "_sitca_documentos_v" USING btree ("version_tipo");
  CREATE INDEX "_sitca_documentos_v_version_version_slug_idx" ON "_sitca_documentos_v" USING btree ("version_slug");
  CREATE INDEX "_sitca_documentos_v_version_version_imagen_idx" ON "_sitca_documentos_v" USING btree ("version_imagen_id");
  CREATE INDEX "_sitca_documentos_v_version_version_archivo_idx" ON "_sitca_documentos_v" USING btree ("version_archivo_id");
  CREATE INDEX "_sitca_documentos_v_version_version_updated_at_idx" ON "_sitca_documentos_v" USING btree ("version_updated_at");
  CREATE INDEX "_sitca_documentos_v_version_version_created_at_idx" ON "_sitca_documentos_v" USING btree ("version_created_at");
  CREATE INDEX "_sitca_documentos_v_version_version__status_idx" ON "_sitca_documentos_v" USING btree ("version__status");
  CREATE INDEX "_sitca_documentos_v_created_at_idx" ON "_sitca_documentos_v" USING btree ("created_at");
  CREATE INDEX "_sitca_documentos_v_updated_at_idx" ON "_sitca_documentos_v" USING btree ("updated_at");
  CREATE INDEX "_sitca_documentos_v_latest_idx" ON "_sitca_documentos_v" USING btree ("latest");
  CREATE INDEX "solicitudes_contacto_estado_idx" ON "solicitudes_contacto" USING btree ("estado");
  CREATE INDEX "solicitudes_contacto_updated_at_idx" ON "solicitudes_contacto" USING btree ("updated_at");
  CREATE INDEX "solicitudes_contacto_created_at_idx" ON "solicitudes_contacto" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_carrusel_id_idx" ON "payload_locked_documents_rels" USING btree ("carrusel_id");
  CREATE INDEX "payload_locked_documents_rels_programas_id_idx" ON "payload_locked_documents_rels" USING btree ("programas_id");
  CREATE INDEX "payload_locked_documents_rels_programas_academicos_id_idx" ON "payload_locked_documents_rels" USING btree ("programas_academicos_id");
  CREATE INDEX "payload_locked_documents_rels_conocer_id_idx" ON "payload_locked_documents_rels" USING btree ("conocer_id");
  CREATE INDEX "payload_locked_documents_rels_comunicaciones_id_idx" ON "payload_locked_documents_rels" USING btree ("comunicaciones_id");
  CREATE INDEX "payload_locked_documents_rels_podcasts_id_idx" ON "payload_locked_documents_rels" USING btree ("podcasts_id");
  CREATE INDEX "payload_locked_documents_rels_casos_exito_id_idx" ON "payload_locked_documents_rels" USING btree ("casos_exito_id");
  CREATE INDEX "payload_locked_documents_rels_beneficios_exa_id_idx" ON "payload_locked_documents_rels" USING btree ("beneficios_exa_id");
  CREATE INDEX "payload_locked_documents_rels_tramites_texto_id_idx" ON "payload_locked_documents_rels" USING btree ("tramites_texto_id");
  CREATE INDEX "payload_locked_documents_rels_libros_id_idx" ON "payload_locked_documents_rels" USING btree ("libros_id");
  CREATE INDEX "payload_locked_documents_rels_sitca_equipo_id_idx" ON "payload_locked_documents_rels" USING btree ("sitca_equipo_id");
  CREATE INDEX "payload_locked_documents_rels_sitca_documentos_id_idx" ON "payload_locked_documents_rels" USING btree ("sitca_documentos_id");
  CREATE INDEX "payload_locked_documents_rels_solicitudes_contacto_id_idx" ON "payload_locked_documents_rels" USING btree ("solicitudes_contacto_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "configuracion_sitio_campus_order_idx" ON "configuracion_sitio_campus" USING btree ("_order");
  CREATE INDEX "configuracion_sitio_campus_parent_id_idx" ON "configuracion_sitio_campus" USING btree ("_parent_id");
  CREATE INDEX "configuracion_sitio_reglamento_escolar_idx" ON "configuracion_sitio" USING btree ("reglamento_escolar_id");
  CREATE INDEX "configuracion_sitio_certificado_iso_idx" ON "configuracion_sitio" USING btree ("certificado_iso_id");
  CREATE INDEX "configuracion_sitio_folleto_conocer_idx" ON "configuracion_sitio" USING btree ("folleto_conocer_id");
  CREATE INDEX "configuracion_sitio_programa_becas_idx" ON "configuracion_sitio" USING btree ("programa_becas_id");
  CREATE INDEX "configuracion_sitio_rels_order_idx" ON "configuracion_sitio_rels" USING btree ("order");
  CREATE INDEX "configuracion_sitio_rels_parent_idx" ON "configuracion_sitio_rels" USING btree ("parent_id");
  CREATE INDEX "configuracion_sitio_rels_path_idx" ON "configuracion_sitio_rels" USING btree ("path");
  CREATE INDEX "configuracion_sitio_rels_media_id_idx" ON "configuracion_sitio_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "carrusel" CASCADE;
  DROP TABLE "programas_caracteristicas" CASCADE;
  DROP TABLE "programas_plan_estudios" CASCADE;
  DROP TABLE "programas" CASCADE;
  DROP TABLE "_programas_v_version_caracteristicas" CASCADE;
  DROP TABLE "_programas_v_version_plan_estudios" CASCADE;
  DROP TABLE "_programas_v" CASCADE;
  DROP TABLE "programas_academicos" CASCADE;
  DROP TABLE "conocer_caracteristica" CASCADE;
  DROP TABLE "conocer" CASCADE;
  DROP TABLE "_conocer_v_version_caracteristica" CASCADE;
  DROP TABLE "_conocer_v" CASCADE;
  DROP TABLE "comunicaciones" CASCADE;
  DROP TABLE "_comunicaciones_v" CASCADE;
  DROP TABLE "podcasts" CASCADE;
  DROP TABLE "_podcasts_v" CASCADE;
  DROP TABLE "casos_exito" CASCADE;
  DROP TABLE "beneficios_exa" CASCADE;
  DROP TABLE "tramites_texto" CASCADE;
  DROP TABLE "libros" CASCADE;
  DROP TABLE "sitca_equipo" CASCADE;
  DROP TABLE "sitca_documentos" CASCADE;
  DROP TABLE "_sitca_documentos_v" CASCADE;
  DROP TABLE "solicitudes_contacto" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "configuracion_sitio_campus" CASCADE;
  DROP TABLE "configuracion_sitio" CASCADE;
  DROP TABLE "configuracion_sitio_rels" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_carrusel_tipo";
  DROP TYPE "public"."enum_programas_tipo";
  DROP TYPE "public"."enum_programas_tipo_periodo";
  DROP TYPE "public"."enum_programas_status";
  DROP TYPE "public"."enum__programas_v_version_tipo";
  DROP TYPE "public"."enum__programas_v_version_tipo_periodo";
  DROP TYPE "public"."enum__programas_v_version_status";
  DROP TYPE "public"."enum_conocer_status";
  DROP TYPE "public"."enum__conocer_v_version_status";
  DROP TYPE "public"."enum_comunicaciones_tipo";
  DROP TYPE "public"."enum_comunicaciones_status";
  DROP TYPE "public"."enum__comunicaciones_v_version_tipo";
  DROP TYPE "public"."enum__comunicaciones_v_version_status";
  DROP TYPE "public"."enum_podcasts_status";
  DROP TYPE "public"."enum__podcasts_v_version_status";
  DROP TYPE "public"."enum_sitca_documentos_tipo";
  DROP TYPE "public"."enum_sitca_documentos_status";
  DROP TYPE "public"."enum__sitca_documentos_v_version_tipo";
  DROP TYPE "public"."enum__sitca_documentos_v_version_status";
  DROP TYPE "public"."enum_solicitudes_contacto_estado";`)
}
