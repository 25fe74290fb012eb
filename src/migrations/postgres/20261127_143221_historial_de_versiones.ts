import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Drafts and versions for every kind of public content and both site globals, and each version's
// author (actualizado_por).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_carrusel_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__carrusel_v_version_tipo" AS ENUM('CAR', 'RAD', 'CAL');
  CREATE TYPE "public"."enum__carrusel_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_programas_academicos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__programas_academicos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_casos_exito_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__casos_exito_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_beneficios_exa_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__beneficios_exa_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_tramites_texto_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tramites_texto_v_version_seccion" AS ENUM('servicio_social', 'practicas_profesionales', 'general');
  CREATE TYPE "public"."enum__tramites_texto_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_libros_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__libros_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_sitca_equipo_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sitca_equipo_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_configuracion_sitio_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__configuracion_sitio_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_contenido_institucional_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__contenido_institucional_v_convenios_nacionales_tipo" AS ENUM('gobierno', 'hotel', 'universidad', 'camara', 'empresa', 'organizacion');
  CREATE TYPE "public"."enum__contenido_institucional_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_carrusel_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_titulo" varchar,
  	"version_tipo" "enum__carrusel_v_version_tipo",
  	"version_path_imagen_id" integer,
  	"version_link" varchar,
  	"version_orden" numeric DEFAULT 0,
  	"version_actualizado_por_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__carrusel_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_programas_academicos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_titulo" varchar,
  	"version_path_imagen_id" integer,
  	"version_link" varchar,
  	"version_orden" numeric DEFAULT 0,
  	"version_actualizado_por_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__programas_academicos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_casos_exito_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_titulo" varchar,
  	"version_subtitulo" varchar,
  	"version_path_imagen_id" integer,
  	"version_orden" numeric DEFAULT 0,
  	"version_actualizado_por_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__casos_exito_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_beneficios_exa_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_descuento" numeric,
  	"version_titulo" varchar,
  	"version_descripcion" varchar,
  	"version_path_imagen_id" integer,
  	"version_ubicacion" varchar,
  	"version_orden" numeric DEFAULT 0,
  	"version_actualizado_por_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__beneficios_exa_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_tramites_texto_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_titulo" varchar,
  	"version_seccion" "enum__tramites_texto_v_version_seccion",
  	"version_texto" jsonb,
  	"version_orden" numeric DEFAULT 0,
  	"version_actualizado_por_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tramites_texto_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_libros_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_imagen_id" integer,
  	"version_titulo" varchar,
  	"version_nombre_autor" varchar,
  	"version_edicion" varchar,
  	"version_anio_edicion" numeric,
  	"version_descripcion" varchar,
  	"version_orden" numeric DEFAULT 0,
  	"version_actualizado_por_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__libros_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_sitca_equipo_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_imagen_id" integer,
  	"version_titulo" varchar,
  	"version_titulos_academicos" varchar,
  	"version_puesto_trabajo" varchar,
  	"version_orden" numeric DEFAULT 0,
  	"version_actualizado_por_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sitca_equipo_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_configuracion_sitio_v_version_campus" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"nombre" varchar,
  	"direccion" varchar,
  	"mapa_embed" varchar,
  	"mapa_enlace" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_configuracion_sitio_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_telefono" varchar,
  	"version_telefono_preparatoria" varchar,
  	"version_telefono_campus" varchar,
  	"version_whatsapp" varchar,
  	"version_whatsapp_preparatoria" varchar,
  	"version_mensaje_whatsapp" varchar,
  	"version_direccion" varchar,
  	"version_etiqueta_campus" varchar,
  	"version_correo_admisiones" varchar,
  	"version_correo_titulacion" varchar,
  	"version_whatsapp_titulacion" varchar,
  	"version_correo_practicas" varchar,
  	"version_telefono_practicas" varchar,
  	"version_whatsapp_practicas" varchar,
  	"version_conocer_codigo_centro" varchar,
  	"version_conocer_direccion" varchar,
  	"version_conocer_telefonos" varchar,
  	"version_correo_conocer" varchar,
  	"version_correo_quejas_conocer" varchar,
  	"version_telefono_quejas_conocer" varchar,
  	"version_facebook" varchar,
  	"version_instagram" varchar,
  	"version_youtube" varchar,
  	"version_url_doctorados" varchar,
  	"version_url_maestrias" varchar,
  	"version_url_especialidades" varchar,
  	"version_url_campus_virtual" varchar,
  	"version_url_plataforma_virtual" varchar,
  	"version_url_servoescolar" varchar,
  	"version_url_ugc_mas" varchar,
  	"version_url_revista_cientifica" varchar,
  	"version_url_nafin" varchar,
  	"version_url_ulades" varchar,
  	"version_url_bolsa_trabajo" varchar,
  	"version_url_bolsa_practicas" varchar,
  	"version_url_red_conocer" varchar,
  	"version_url_inscripcion_preparatoria" varchar,
  	"version_url_queja" varchar,
  	"version_url_sugerencia" varchar,
  	"version_url_examen_ingles" varchar,
  	"version_video_inicio" varchar,
  	"version_video_comunicacion" varchar,
  	"version_video_casos_exito" varchar,
  	"version_radio_stream_url" varchar,
  	"version_reglamento_escolar_id" integer,
  	"version_certificado_iso_id" integer,
  	"version_folleto_conocer_id" integer,
  	"version_programa_becas_id" integer,
  	"version_aviso_privacidad" jsonb,
  	"version_actualizado_por_id" integer,
  	"version__status" "enum__configuracion_sitio_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_configuracion_sitio_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_contenido_institucional_v_version_incubadora_fases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo" varchar,
  	"descripcion" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contenido_institucional_v_version_incubadora_servicios" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"servicio" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contenido_institucional_v_version_incubadora_requisitos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"requisito" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contenido_institucional_v_version_convenios_internacionales" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"pais" varchar,
  	"institucion" varchar,
  	"descripcion" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contenido_institucional_v_version_convenios_nacionales" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"institucion" varchar,
  	"tipo" "enum__contenido_institucional_v_convenios_nacionales_tipo",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contenido_institucional_v_version_becas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"nombre" varchar,
  	"descripcion" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contenido_institucional_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_quienes_somos" varchar,
  	"version_en_la_empresa" varchar,
  	"version_en_la_sociedad" varchar,
  	"version_en_el_mundo" varchar,
  	"version_rector_nombre" varchar,
  	"version_rector_cargo" varchar,
  	"version_rector_mensaje" varchar,
  	"version_mision" varchar,
  	"version_vision" varchar,
  	"version_incubadora_que_es" varchar,
  	"version_incubadora_como_opera" varchar,
  	"version_convenios_intro" varchar,
  	"version_actualizado_por_id" integer,
  	"version__status" "enum__contenido_institucional_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "carrusel" ALTER COLUMN "titulo" DROP NOT NULL;
  ALTER TABLE "carrusel" ALTER COLUMN "tipo" DROP NOT NULL;
  ALTER TABLE "carrusel" ALTER COLUMN "path_imagen_id" DROP NOT NULL;
  ALTER TABLE "programas_academicos" ALTER COLUMN "titulo" DROP NOT NULL;
  ALTER TABLE "programas_academicos" ALTER COLUMN "path_imagen_id" DROP NOT NULL;
  ALTER TABLE "programas_academicos" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "casos_exito" ALTER COLUMN "titulo" DROP NOT NULL;
  ALTER TABLE "casos_exito" ALTER COLUMN "subtitulo" DROP NOT NULL;
  ALTER TABLE "casos_exito" ALTER COLUMN "path_imagen_id" DROP NOT NULL;
  ALTER TABLE "beneficios_exa" ALTER COLUMN "descuento" DROP NOT NULL;
  ALTER TABLE "beneficios_exa" ALTER COLUMN "titulo" DROP NOT NULL;
  ALTER TABLE "beneficios_exa" ALTER COLUMN "descripcion" DROP NOT NULL;
  ALTER TABLE "beneficios_exa" ALTER COLUMN "path_imagen_id" DROP NOT NULL;
  ALTER TABLE "beneficios_exa" ALTER COLUMN "ubicacion" DROP NOT NULL;
  ALTER TABLE "tramites_texto" ALTER COLUMN "titulo" DROP NOT NULL;
  ALTER TABLE "tramites_texto" ALTER COLUMN "seccion" DROP NOT NULL;
  ALTER TABLE "tramites_texto" ALTER COLUMN "texto" DROP NOT NULL;
  ALTER TABLE "libros" ALTER COLUMN "imagen_id" DROP NOT NULL;
  ALTER TABLE "libros" ALTER COLUMN "titulo" DROP NOT NULL;
  ALTER TABLE "libros" ALTER COLUMN "nombre_autor" DROP NOT NULL;
  ALTER TABLE "libros" ALTER COLUMN "edicion" DROP NOT NULL;
  ALTER TABLE "libros" ALTER COLUMN "anio_edicion" DROP NOT NULL;
  ALTER TABLE "libros" ALTER COLUMN "descripcion" DROP NOT NULL;
  ALTER TABLE "sitca_equipo" ALTER COLUMN "imagen_id" DROP NOT NULL;
  ALTER TABLE "sitca_equipo" ALTER COLUMN "titulo" DROP NOT NULL;
  ALTER TABLE "sitca_equipo" ALTER COLUMN "titulos_academicos" DROP NOT NULL;
  ALTER TABLE "sitca_equipo" ALTER COLUMN "puesto_trabajo" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio_campus" ALTER COLUMN "nombre" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio_campus" ALTER COLUMN "direccion" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio_campus" ALTER COLUMN "mapa_embed" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio_campus" ALTER COLUMN "mapa_enlace" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "telefono" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "telefono_preparatoria" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "telefono_campus" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "whatsapp" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "whatsapp_preparatoria" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "mensaje_whatsapp" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "direccion" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "etiqueta_campus" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "correo_admisiones" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "correo_titulacion" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "whatsapp_titulacion" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "correo_practicas" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "telefono_practicas" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "whatsapp_practicas" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "conocer_codigo_centro" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "conocer_direccion" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "conocer_telefonos" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "correo_conocer" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "correo_quejas_conocer" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "telefono_quejas_conocer" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "facebook" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "instagram" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "youtube" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_doctorados" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_maestrias" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_especialidades" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_campus_virtual" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_plataforma_virtual" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_servoescolar" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_ugc_mas" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_revista_cientifica" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_nafin" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_ulades" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_bolsa_trabajo" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_bolsa_practicas" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_red_conocer" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_inscripcion_preparatoria" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_queja" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_sugerencia" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_examen_ingles" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "video_inicio" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "video_comunicacion" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "video_casos_exito" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "radio_stream_url" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "reglamento_escolar_id" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "certificado_iso_id" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "folleto_conocer_id" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "programa_becas_id" DROP NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "aviso_privacidad" DROP NOT NULL;
  ALTER TABLE "contenido_institucional_incubadora_fases" ALTER COLUMN "titulo" DROP NOT NULL;
  ALTER TABLE "contenido_institucional_incubadora_fases" ALTER COLUMN "descripcion" DROP NOT NULL;
  ALTER TABLE "contenido_institucional_incubadora_servicios" ALTER COLUMN "servicio" DROP NOT NULL;
  ALTER TABLE "contenido_institucional_incubadora_requisitos" ALTER COLUMN "requisito" DROP NOT NULL;
  ALTER TABLE "contenido_institucional_convenios_internacionales" ALTER COLUMN "pais" DROP NOT NULL;
  ALTER TABLE "contenido_institucional_convenios_internacionales" ALTER COLUMN "institucion" DROP NOT NULL;
  ALTER TABLE "contenido_institucional_convenios_nacionales" ALTER COLUMN "institucion" DROP NOT NULL;
  ALTER TABLE "contenido_institucional_becas" ALTER COLUMN "nombre" DROP NOT NULL;
  ALTER TABLE "contenido_institucional_becas" ALTER COLUMN "descripcion" DROP NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "quienes_somos" DROP NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "en_la_empresa" DROP NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "en_la_sociedad" DROP NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "en_el_mundo" DROP NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "rector_nombre" DROP NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "rector_cargo" DROP NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "rector_mensaje" DROP NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "mision" DROP NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "vision" DROP NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "incubadora_que_es" DROP NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "incubadora_como_opera" DROP NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "convenios_intro" DROP NOT NULL;
  ALTER TABLE "carrusel" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "carrusel" ADD COLUMN "_status" "enum_carrusel_status" DEFAULT 'draft';
  ALTER TABLE "programas" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "_programas_v" ADD COLUMN "version_actualizado_por_id" integer;
  ALTER TABLE "programas_academicos" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "programas_academicos" ADD COLUMN "_status" "enum_programas_academicos_status" DEFAULT 'draft';
  ALTER TABLE "conocer" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "_conocer_v" ADD COLUMN "version_actualizado_por_id" integer;
  ALTER TABLE "comunicaciones" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "_comunicaciones_v" ADD COLUMN "version_actualizado_por_id" integer;
  ALTER TABLE "podcasts" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "_podcasts_v" ADD COLUMN "version_actualizado_por_id" integer;
  ALTER TABLE "casos_exito" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "casos_exito" ADD COLUMN "_status" "enum_casos_exito_status" DEFAULT 'draft';
  ALTER TABLE "beneficios_exa" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "beneficios_exa" ADD COLUMN "_status" "enum_beneficios_exa_status" DEFAULT 'draft';
  ALTER TABLE "tramites_texto" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "tramites_texto" ADD COLUMN "_status" "enum_tramites_texto_status" DEFAULT 'draft';
  ALTER TABLE "libros" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "libros" ADD COLUMN "_status" "enum_libros_status" DEFAULT 'draft';
  ALTER TABLE "sitca_equipo" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "sitca_equipo" ADD COLUMN "_status" "enum_sitca_equipo_status" DEFAULT 'draft';
  ALTER TABLE "sitca_documentos" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "_sitca_documentos_v" ADD COLUMN "version_actualizado_por_id" integer;
  ALTER TABLE "aviso" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "_aviso_v" ADD COLUMN "version_actualizado_por_id" integer;
  ALTER TABLE "configuracion_sitio" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "configuracion_sitio" ADD COLUMN "_status" "enum_configuracion_sitio_status" DEFAULT 'draft';
  ALTER TABLE "contenido_institucional" ADD COLUMN "actualizado_por_id" integer;
  ALTER TABLE "contenido_institucional" ADD COLUMN "_status" "enum_contenido_institucional_status" DEFAULT 'draft';
  ALTER TABLE "_carrusel_v" ADD CONSTRAINT "_carrusel_v_parent_id_carrusel_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."carrusel"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_carrusel_v" ADD CONSTRAINT "_carrusel_v_version_path_imagen_id_media_id_fk" FOREIGN KEY ("version_path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_carrusel_v" ADD CONSTRAINT "_carrusel_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programas_academicos_v" ADD CONSTRAINT "_programas_academicos_v_parent_id_programas_academicos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programas_academicos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programas_academicos_v" ADD CONSTRAINT "_programas_academicos_v_version_path_imagen_id_media_id_fk" FOREIGN KEY ("version_path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programas_academicos_v" ADD CONSTRAINT "_programas_academicos_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_casos_exito_v" ADD CONSTRAINT "_casos_exito_v_parent_id_casos_exito_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."casos_exito"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_casos_exito_v" ADD CONSTRAINT "_casos_exito_v_version_path_imagen_id_media_id_fk" FOREIGN KEY ("version_path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_casos_exito_v" ADD CONSTRAINT "_casos_exito_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beneficios_exa_v" ADD CONSTRAINT "_beneficios_exa_v_parent_id_beneficios_exa_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."beneficios_exa"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beneficios_exa_v" ADD CONSTRAINT "_beneficios_exa_v_version_path_imagen_id_media_id_fk" FOREIGN KEY ("version_path_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_beneficios_exa_v" ADD CONSTRAINT "_beneficios_exa_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tramites_texto_v" ADD CONSTRAINT "_tramites_texto_v_parent_id_tramites_texto_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tramites_texto"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tramites_texto_v" ADD CONSTRAINT "_tramites_texto_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_libros_v" ADD CONSTRAINT "_libros_v_parent_id_libros_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."libros"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_libros_v" ADD CONSTRAINT "_libros_v_version_imagen_id_media_id_fk" FOREIGN KEY ("version_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_libros_v" ADD CONSTRAINT "_libros_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sitca_equipo_v" ADD CONSTRAINT "_sitca_equipo_v_parent_id_sitca_equipo_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sitca_equipo"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sitca_equipo_v" ADD CONSTRAINT "_sitca_equipo_v_version_imagen_id_media_id_fk" FOREIGN KEY ("version_imagen_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sitca_equipo_v" ADD CONSTRAINT "_sitca_equipo_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_configuracion_sitio_v_version_campus" ADD CONSTRAINT "_configuracion_sitio_v_version_campus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_configuracion_sitio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configuracion_sitio_v" ADD CONSTRAINT "_configuracion_sitio_v_version_reglamento_escolar_id_media_id_fk" FOREIGN KEY ("version_reglamento_escolar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_configuracion_sitio_v" ADD CONSTRAINT "_configuracion_sitio_v_version_certificado_iso_id_media_id_fk" FOREIGN KEY ("version_certificado_iso_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_configuracion_sitio_v" ADD CONSTRAINT "_configuracion_sitio_v_version_folleto_conocer_id_media_id_fk" FOREIGN KEY ("version_folleto_conocer_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_configuracion_sitio_v" ADD CONSTRAINT "_configuracion_sitio_v_version_programa_becas_id_media_id_fk" FOREIGN KEY ("version_programa_becas_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_configuracion_sitio_v" ADD CONSTRAINT "_configuracion_sitio_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_configuracion_sitio_v_rels" ADD CONSTRAINT "_configuracion_sitio_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_configuracion_sitio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_configuracion_sitio_v_rels" ADD CONSTRAINT "_configuracion_sitio_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contenido_institucional_v_version_incubadora_fases" ADD CONSTRAINT "_contenido_institucional_v_version_incubadora_fases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contenido_institucional_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contenido_institucional_v_version_incubadora_servicios" ADD CONSTRAINT "_contenido_institucional_v_version_incubadora_servicios_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contenido_institucional_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contenido_institucional_v_version_incubadora_requisitos" ADD CONSTRAINT "_contenido_institucional_v_version_incubadora_requisitos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contenido_institucional_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contenido_institucional_v_version_convenios_internacionales" ADD CONSTRAINT "_contenido_institucional_v_version_convenios_internacionales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contenido_institucional_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contenido_institucional_v_version_convenios_nacionales" ADD CONSTRAINT "_contenido_institucional_v_version_convenios_nacionales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contenido_institucional_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contenido_institucional_v_version_becas" ADD CONSTRAINT "_contenido_institucional_v_version_becas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contenido_institucional_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contenido_institucional_v" ADD CONSTRAINT "_contenido_institucional_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_carrusel_v_parent_idx" ON "_carrusel_v" USING btree ("parent_id");
  CREATE INDEX "_carrusel_v_version_version_tipo_idx" ON "_carrusel_v" USING btree ("version_tipo");
  CREATE INDEX "_carrusel_v_version_version_path_imagen_idx" ON "_carrusel_v" USING btree ("version_path_imagen_id");
  CREATE INDEX "_carrusel_v_version_version_actualizado_por_idx" ON "_carrusel_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "_carrusel_v_version_version_updated_at_idx" ON "_carrusel_v" USING btree ("version_updated_at");
  CREATE INDEX "_carrusel_v_version_version_created_at_idx" ON "_carrusel_v" USING btree ("version_created_at");
  CREATE INDEX "_carrusel_v_version_version__status_idx" ON "_carrusel_v" USING btree ("version__status");
  CREATE INDEX "_carrusel_v_created_at_idx" ON "_carrusel_v" USING btree ("created_at");
  CREATE INDEX "_carrusel_v_updated_at_idx" ON "_carrusel_v" USING btree ("updated_at");
  CREATE INDEX "_carrusel_v_latest_idx" ON "_carrusel_v" USING btree ("latest");
  CREATE INDEX "_programas_academicos_v_parent_idx" ON "_programas_academicos_v" USING btree ("parent_id");
  CREATE INDEX "_programas_academicos_v_version_version_path_imagen_idx" ON "_programas_academicos_v" USING btree ("version_path_imagen_id");
  CREATE INDEX "_programas_academicos_v_version_version_actualizado_por_idx" ON "_programas_academicos_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "_programas_academicos_v_version_version_updated_at_idx" ON "_programas_academicos_v" USING btree ("version_updated_at");
  CREATE INDEX "_programas_academicos_v_version_version_created_at_idx" ON "_programas_academicos_v" USING btree ("version_created_at");
  CREATE INDEX "_programas_academicos_v_version_version__status_idx" ON "_programas_academicos_v" USING btree ("version__status");
  CREATE INDEX "_programas_academicos_v_created_at_idx" ON "_programas_academicos_v" USING btree ("created_at");
  CREATE INDEX "_programas_academicos_v_updated_at_idx" ON "_programas_academicos_v" USING btree ("updated_at");
  CREATE INDEX "_programas_academicos_v_latest_idx" ON "_programas_academicos_v" USING btree ("latest");
  CREATE INDEX "_casos_exito_v_parent_idx" ON "_casos_exito_v" USING btree ("parent_id");
  CREATE INDEX "_casos_exito_v_version_version_path_imagen_idx" ON "_casos_exito_v" USING btree ("version_path_imagen_id");
  CREATE INDEX "_casos_exito_v_version_version_actualizado_por_idx" ON "_casos_exito_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "_casos_exito_v_version_version_updated_at_idx" ON "_casos_exito_v" USING btree ("version_updated_at");
  CREATE INDEX "_casos_exito_v_version_version_created_at_idx" ON "_casos_exito_v" USING btree ("version_created_at");
  CREATE INDEX "_casos_exito_v_version_version__status_idx" ON "_casos_exito_v" USING btree ("version__status");
  CREATE INDEX "_casos_exito_v_created_at_idx" ON "_casos_exito_v" USING btree ("created_at");
  CREATE INDEX "_casos_exito_v_updated_at_idx" ON "_casos_exito_v" USING btree ("updated_at");
  CREATE INDEX "_casos_exito_v_latest_idx" ON "_casos_exito_v" USING btree ("latest");
  CREATE INDEX "_beneficios_exa_v_parent_idx" ON "_beneficios_exa_v" USING btree ("parent_id");
  CREATE INDEX "_beneficios_exa_v_version_version_path_imagen_idx" ON "_beneficios_exa_v" USING btree ("version_path_imagen_id");
  CREATE INDEX "_beneficios_exa_v_version_version_actualizado_por_idx" ON "_beneficios_exa_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "_beneficios_exa_v_version_version_updated_at_idx" ON "_beneficios_exa_v" USING btree ("version_updated_at");
  CREATE INDEX "_beneficios_exa_v_version_version_created_at_idx" ON "_beneficios_exa_v" USING btree ("version_created_at");
  CREATE INDEX "_beneficios_exa_v_version_version__status_idx" ON "_beneficios_exa_v" USING btree ("version__status");
  CREATE INDEX "_beneficios_exa_v_created_at_idx" ON "_beneficios_exa_v" USING btree ("created_at");
  CREATE INDEX "_beneficios_exa_v_updated_at_idx" ON "_beneficios_exa_v" USING btree ("updated_at");
  CREATE INDEX "_beneficios_exa_v_latest_idx" ON "_beneficios_exa_v" USING btree ("latest");
  CREATE INDEX "_tramites_texto_v_parent_idx" ON "_tramites_texto_v" USING btree ("parent_id");
  CREATE INDEX "_tramites_texto_v_version_version_actualizado_por_idx" ON "_tramites_texto_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "_tramites_texto_v_version_version_updated_at_idx" ON "_tramites_texto_v" USING btree ("version_updated_at");
  CREATE INDEX "_tramites_texto_v_version_version_created_at_idx" ON "_tramites_texto_v" USING btree ("version_created_at");
  CREATE INDEX "_tramites_texto_v_version_version__status_idx" ON "_tramites_texto_v" USING btree ("version__status");
  CREATE INDEX "_tramites_texto_v_created_at_idx" ON "_tramites_texto_v" USING btree ("created_at");
  CREATE INDEX "_tramites_texto_v_updated_at_idx" ON "_tramites_texto_v" USING btree ("updated_at");
  CREATE INDEX "_tramites_texto_v_latest_idx" ON "_tramites_texto_v" USING btree ("latest");
  CREATE INDEX "_libros_v_parent_idx" ON "_libros_v" USING btree ("parent_id");
  CREATE INDEX "_libros_v_version_version_imagen_idx" ON "_libros_v" USING btree ("version_imagen_id");
  CREATE INDEX "_libros_v_version_version_actualizado_por_idx" ON "_libros_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "_libros_v_version_version_updated_at_idx" ON "_libros_v" USING btree ("version_updated_at");
  CREATE INDEX "_libros_v_version_version_created_at_idx" ON "_libros_v" USING btree ("version_created_at");
  CREATE INDEX "_libros_v_version_version__status_idx" ON "_libros_v" USING btree ("version__status");
  CREATE INDEX "_libros_v_created_at_idx" ON "_libros_v" USING btree ("created_at");
  CREATE INDEX "_libros_v_updated_at_idx" ON "_libros_v" USING btree ("updated_at");
  CREATE INDEX "_libros_v_latest_idx" ON "_libros_v" USING btree ("latest");
  CREATE INDEX "_sitca_equipo_v_parent_idx" ON "_sitca_equipo_v" USING btree ("parent_id");
  CREATE INDEX "_sitca_equipo_v_version_version_imagen_idx" ON "_sitca_equipo_v" USING btree ("version_imagen_id");
  CREATE INDEX "_sitca_equipo_v_version_version_actualizado_por_idx" ON "_sitca_equipo_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "_sitca_equipo_v_version_version_updated_at_idx" ON "_sitca_equipo_v" USING btree ("version_updated_at");
  CREATE INDEX "_sitca_equipo_v_version_version_created_at_idx" ON "_sitca_equipo_v" USING btree ("version_created_at");
  CREATE INDEX "_sitca_equipo_v_version_version__status_idx" ON "_sitca_equipo_v" USING btree ("version__status");
  CREATE INDEX "_sitca_equipo_v_created_at_idx" ON "_sitca_equipo_v" USING btree ("created_at");
  CREATE INDEX "_sitca_equipo_v_updated_at_idx" ON "_sitca_equipo_v" USING btree ("updated_at");
  CREATE INDEX "_sitca_equipo_v_latest_idx" ON "_sitca_equipo_v" USING btree ("latest");
  CREATE INDEX "_configuracion_sitio_v_version_campus_order_idx" ON "_configuracion_sitio_v_version_campus" USING btree ("_order");
  CREATE INDEX "_configuracion_sitio_v_version_campus_parent_id_idx" ON "_configuracion_sitio_v_version_campus" USING btree ("_parent_id");
  CREATE INDEX "_configuracion_sitio_v_version_version_reglamento_escola_idx" ON "_configuracion_sitio_v" USING btree ("version_reglamento_escolar_id");
  CREATE INDEX "_configuracion_sitio_v_version_version_certificado_iso_idx" ON "_configuracion_sitio_v" USING btree ("version_certificado_iso_id");
  CREATE INDEX "_configuracion_sitio_v_version_version_folleto_conocer_idx" ON "_configuracion_sitio_v" USING btree ("version_folleto_conocer_id");
  CREATE INDEX "_configuracion_sitio_v_version_version_programa_becas_idx" ON "_configuracion_sitio_v" USING btree ("version_programa_becas_id");
  CREATE INDEX "_configuracion_sitio_v_version_version_actualizado_por_idx" ON "_configuracion_sitio_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "_configuracion_sitio_v_version_version__status_idx" ON "_configuracion_sitio_v" USING btree ("version__status");
  CREATE INDEX "_configuracion_sitio_v_created_at_idx" ON "_configuracion_sitio_v" USING btree ("created_at");
  CREATE INDEX "_configuracion_sitio_v_updated_at_idx" ON "_configuracion_sitio_v" USING btree ("updated_at");
  CREATE INDEX "_configuracion_sitio_v_latest_idx" ON "_configuracion_sitio_v" USING btree ("latest");
  CREATE INDEX "_configuracion_sitio_v_rels_order_idx" ON "_configuracion_sitio_v_rels" USING btree ("order");
  CREATE INDEX "_configuracion_sitio_v_rels_parent_idx" ON "_configuracion_sitio_v_rels" USING btree ("parent_id");
  CREATE INDEX "_configuracion_sitio_v_rels_path_idx" ON "_configuracion_sitio_v_rels" USING btree ("path");
  CREATE INDEX "_configuracion_sitio_v_rels_media_id_idx" ON "_configuracion_sitio_v_rels" USING btree ("media_id");
  CREATE INDEX "_contenido_institucional_v_version_incubadora_fases_order_idx" ON "_contenido_institucional_v_version_incubadora_fases" USING btree ("_order");
  CREATE INDEX "_contenido_institucional_v_version_incubadora_fases_parent_id_idx" ON "_contenido_institucional_v_version_incubadora_fases" USING btree ("_parent_id");
  CREATE INDEX "_contenido_institucional_v_version_incubadora_servicios_order_idx" ON "_contenido_institucional_v_version_incubadora_servicios" USING btree ("_order");
  CREATE INDEX "_contenido_institucional_v_version_incubadora_servicios_parent_id_idx" ON "_contenido_institucional_v_version_incubadora_servicios" USING btree ("_parent_id");
  CREATE INDEX "_contenido_institucional_v_version_incubadora_requisitos_order_idx" ON "_contenido_institucional_v_version_incubadora_requisitos" USING btree ("_order");
  CREATE INDEX "_contenido_institucional_v_version_incubadora_requisitos_parent_id_idx" ON "_contenido_institucional_v_version_incubadora_requisitos" USING btree ("_parent_id");
  CREATE INDEX "_contenido_institucional_v_version_convenios_internacionales_order_idx" ON "_contenido_institucional_v_version_convenios_internacionales" USING btree ("_order");
  CREATE INDEX "_contenido_institucional_v_version_convenios_internacionales_parent_id_idx" ON "_contenido_institucional_v_version_convenios_internacionales" USING btree ("_parent_id");
  CREATE INDEX "_contenido_institucional_v_version_convenios_nacionales_order_idx" ON "_contenido_institucional_v_version_convenios_nacionales" USING btree ("_order");
  CREATE INDEX "_contenido_institucional_v_version_convenios_nacionales_parent_id_idx" ON "_contenido_institucional_v_version_convenios_nacionales" USING btree ("_parent_id");
  CREATE INDEX "_contenido_institucional_v_version_becas_order_idx" ON "_contenido_institucional_v_version_becas" USING btree ("_order");
  CREATE INDEX "_contenido_institucional_v_version_becas_parent_id_idx" ON "_contenido_institucional_v_version_becas" USING btree ("_parent_id");
  CREATE INDEX "_contenido_institucional_v_version_version_actualizado_p_idx" ON "_contenido_institucional_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "_contenido_institucional_v_version_version__status_idx" ON "_contenido_institucional_v" USING btree ("version__status");
  CREATE INDEX "_contenido_institucional_v_created_at_idx" ON "_contenido_institucional_v" USING btree ("created_at");
  CREATE INDEX "_contenido_institucional_v_updated_at_idx" ON "_contenido_institucional_v" USING btree ("updated_at");
  CREATE INDEX "_contenido_institucional_v_latest_idx" ON "_contenido_institucional_v" USING btree ("latest");
  ALTER TABLE "carrusel" ADD CONSTRAINT "carrusel_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programas" ADD CONSTRAINT "programas_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programas_v" ADD CONSTRAINT "_programas_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programas_academicos" ADD CONSTRAINT "programas_academicos_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conocer" ADD CONSTRAINT "conocer_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_conocer_v" ADD CONSTRAINT "_conocer_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comunicaciones" ADD CONSTRAINT "comunicaciones_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_comunicaciones_v" ADD CONSTRAINT "_comunicaciones_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcasts" ADD CONSTRAINT "podcasts_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcasts_v" ADD CONSTRAINT "_podcasts_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "casos_exito" ADD CONSTRAINT "casos_exito_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beneficios_exa" ADD CONSTRAINT "beneficios_exa_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tramites_texto" ADD CONSTRAINT "tramites_texto_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "libros" ADD CONSTRAINT "libros_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sitca_equipo" ADD CONSTRAINT "sitca_equipo_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sitca_documentos" ADD CONSTRAINT "sitca_documentos_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sitca_documentos_v" ADD CONSTRAINT "_sitca_documentos_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "aviso" ADD CONSTRAINT "aviso_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_aviso_v" ADD CONSTRAINT "_aviso_v_version_actualizado_por_id_users_id_fk" FOREIGN KEY ("version_actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "configuracion_sitio" ADD CONSTRAINT "configuracion_sitio_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contenido_institucional" ADD CONSTRAINT "contenido_institucional_actualizado_por_id_users_id_fk" FOREIGN KEY ("actualizado_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "carrusel_actualizado_por_idx" ON "carrusel" USING btree ("actualizado_por_id");
  CREATE INDEX "carrusel__status_idx" ON "carrusel" USING btree ("_status");
  CREATE INDEX "programas_actualizado_por_idx" ON "programas" USING btree ("actualizado_por_id");
  CREATE INDEX "_programas_v_version_version_actualizado_por_idx" ON "_programas_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "programas_academicos_actualizado_por_idx" ON "programas_academicos" USING btree ("actualizado_por_id");
  CREATE INDEX "programas_academicos__status_idx" ON "programas_academicos" USING btree ("_status");
  CREATE INDEX "conocer_actualizado_por_idx" ON "conocer" USING btree ("actualizado_por_id");
  CREATE INDEX "_conocer_v_version_version_actualizado_por_idx" ON "_conocer_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "comunicaciones_actualizado_por_idx" ON "comunicaciones" USING btree ("actualizado_por_id");
  CREATE INDEX "_comunicaciones_v_version_version_actualizado_por_idx" ON "_comunicaciones_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "podcasts_actualizado_por_idx" ON "podcasts" USING btree ("actualizado_por_id");
  CREATE INDEX "_podcasts_v_version_version_actualizado_por_idx" ON "_podcasts_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "casos_exito_actualizado_por_idx" ON "casos_exito" USING btree ("actualizado_por_id");
  CREATE INDEX "casos_exito__status_idx" ON "casos_exito" USING btree ("_status");
  CREATE INDEX "beneficios_exa_actualizado_por_idx" ON "beneficios_exa" USING btree ("actualizado_por_id");
  CREATE INDEX "beneficios_exa__status_idx" ON "beneficios_exa" USING btree ("_status");
  CREATE INDEX "tramites_texto_actualizado_por_idx" ON "tramites_texto" USING btree ("actualizado_por_id");
  CREATE INDEX "tramites_texto__status_idx" ON "tramites_texto" USING btree ("_status");
  CREATE INDEX "libros_actualizado_por_idx" ON "libros" USING btree ("actualizado_por_id");
  CREATE INDEX "libros__status_idx" ON "libros" USING btree ("_status");
  CREATE INDEX "sitca_equipo_actualizado_por_idx" ON "sitca_equipo" USING btree ("actualizado_por_id");
  CREATE INDEX "sitca_equipo__status_idx" ON "sitca_equipo" USING btree ("_status");
  CREATE INDEX "sitca_documentos_actualizado_por_idx" ON "sitca_documentos" USING btree ("actualizado_por_id");
  CREATE INDEX "_sitca_documentos_v_version_version_actualizado_por_idx" ON "_sitca_documentos_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "aviso_actualizado_por_idx" ON "aviso" USING btree ("actualizado_por_id");
  CREATE INDEX "_aviso_v_version_version_actualizado_por_idx" ON "_aviso_v" USING btree ("version_actualizado_por_id");
  CREATE INDEX "configuracion_sitio_actualizado_por_idx" ON "configuracion_sitio" USING btree ("actualizado_por_id");
  CREATE INDEX "configuracion_sitio__status_idx" ON "configuracion_sitio" USING btree ("_status");
  CREATE INDEX "contenido_institucional_actualizado_por_idx" ON "contenido_institucional" USING btree ("actualizado_por_id");
  CREATE INDEX "contenido_institucional__status_idx" ON "contenido_institucional" USING btree ("_status");`)
  // What was on the site stays on the site: the new column's default would make every row a draft.
  await db.execute(sql`
  UPDATE "carrusel" SET "_status" = 'published';
  UPDATE "programas_academicos" SET "_status" = 'published';
  UPDATE "casos_exito" SET "_status" = 'published';
  UPDATE "beneficios_exa" SET "_status" = 'published';
  UPDATE "tramites_texto" SET "_status" = 'published';
  UPDATE "libros" SET "_status" = 'published';
  UPDATE "sitca_equipo" SET "_status" = 'published';
  UPDATE "configuracion_sitio" SET "_status" = 'published';
  UPDATE "contenido_institucional" SET "_status" = 'published';
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_carrusel_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programas_academicos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_casos_exito_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_beneficios_exa_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tramites_texto_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_libros_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sitca_equipo_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_configuracion_sitio_v_version_campus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_configuracion_sitio_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_configuracion_sitio_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contenido_institucional_v_version_incubadora_fases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contenido_institucional_v_version_incubadora_servicios" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contenido_institucional_v_version_incubadora_requisitos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contenido_institucional_v_version_convenios_internacionales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contenido_institucional_v_version_convenios_nacionales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contenido_institucional_v_version_becas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contenido_institucional_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_carrusel_v" CASCADE;
  DROP TABLE "_programas_academicos_v" CASCADE;
  DROP TABLE "_casos_exito_v" CASCADE;
  DROP TABLE "_beneficios_exa_v" CASCADE;
  DROP TABLE "_tramites_texto_v" CASCADE;
  DROP TABLE "_libros_v" CASCADE;
  DROP TABLE "_sitca_equipo_v" CASCADE;
  DROP TABLE "_configuracion_sitio_v_version_campus" CASCADE;
  DROP TABLE "_configuracion_sitio_v" CASCADE;
  DROP TABLE "_configuracion_sitio_v_rels" CASCADE;
  DROP TABLE "_contenido_institucional_v_version_incubadora_fases" CASCADE;
  DROP TABLE "_contenido_institucional_v_version_incubadora_servicios" CASCADE;
  DROP TABLE "_contenido_institucional_v_version_incubadora_requisitos" CASCADE;
  DROP TABLE "_contenido_institucional_v_version_convenios_internacionales" CASCADE;
  DROP TABLE "_contenido_institucional_v_version_convenios_nacionales" CASCADE;
  DROP TABLE "_contenido_institucional_v_version_becas" CASCADE;
  DROP TABLE "_contenido_institucional_v" CASCADE;
  ALTER TABLE "carrusel" DROP CONSTRAINT "carrusel_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "programas" DROP CONSTRAINT "programas_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "_programas_v" DROP CONSTRAINT "_programas_v_version_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "programas_academicos" DROP CONSTRAINT "programas_academicos_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "conocer" DROP CONSTRAINT "conocer_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "_conocer_v" DROP CONSTRAINT "_conocer_v_version_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "comunicaciones" DROP CONSTRAINT "comunicaciones_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "_comunicaciones_v" DROP CONSTRAINT "_comunicaciones_v_version_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "podcasts" DROP CONSTRAINT "podcasts_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "_podcasts_v" DROP CONSTRAINT "_podcasts_v_version_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "casos_exito" DROP CONSTRAINT "casos_exito_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "beneficios_exa" DROP CONSTRAINT "beneficios_exa_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "tramites_texto" DROP CONSTRAINT "tramites_texto_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "libros" DROP CONSTRAINT "libros_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "sitca_equipo" DROP CONSTRAINT "sitca_equipo_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "sitca_documentos" DROP CONSTRAINT "sitca_documentos_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "_sitca_documentos_v" DROP CONSTRAINT "_sitca_documentos_v_version_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "aviso" DROP CONSTRAINT "aviso_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "_aviso_v" DROP CONSTRAINT "_aviso_v_version_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "configuracion_sitio" DROP CONSTRAINT "configuracion_sitio_actualizado_por_id_users_id_fk";
  
  ALTER TABLE "contenido_institucional" DROP CONSTRAINT "contenido_institucional_actualizado_por_id_users_id_fk";
  
  DROP INDEX "carrusel_actualizado_por_idx";
  DROP INDEX "carrusel__status_idx";
  DROP INDEX "programas_actualizado_por_idx";
  DROP INDEX "_programas_v_version_version_actualizado_por_idx";
  DROP INDEX "programas_academicos_actualizado_por_idx";
  DROP INDEX "programas_academicos__status_idx";
  DROP INDEX "conocer_actualizado_por_idx";
  DROP INDEX "_conocer_v_version_version_actualizado_por_idx";
  DROP INDEX "comunicaciones_actualizado_por_idx";
  DROP INDEX "_comunicaciones_v_version_version_actualizado_por_idx";
  DROP INDEX "podcasts_actualizado_por_idx";
  DROP INDEX "_podcasts_v_version_version_actualizado_por_idx";
  DROP INDEX "casos_exito_actualizado_por_idx";
  DROP INDEX "casos_exito__status_idx";
  DROP INDEX "beneficios_exa_actualizado_por_idx";
  DROP INDEX "beneficios_exa__status_idx";
  DROP INDEX "tramites_texto_actualizado_por_idx";
  DROP INDEX "tramites_texto__status_idx";
  DROP INDEX "libros_actualizado_por_idx";
  DROP INDEX "libros__status_idx";
  DROP INDEX "sitca_equipo_actualizado_por_idx";
  DROP INDEX "sitca_equipo__status_idx";
  DROP INDEX "sitca_documentos_actualizado_por_idx";
  DROP INDEX "_sitca_documentos_v_version_version_actualizado_por_idx";
  DROP INDEX "aviso_actualizado_por_idx";
  DROP INDEX "_aviso_v_version_version_actualizado_por_idx";
  DROP INDEX "configuracion_sitio_actualizado_por_idx";
  DROP INDEX "configuracion_sitio__status_idx";
  DROP INDEX "contenido_institucional_actualizado_por_idx";
  DROP INDEX "contenido_institucional__status_idx";
  ALTER TABLE "carrusel" ALTER COLUMN "titulo" SET NOT NULL;
  ALTER TABLE "carrusel" ALTER COLUMN "tipo" SET NOT NULL;
  ALTER TABLE "carrusel" ALTER COLUMN "path_imagen_id" SET NOT NULL;
  ALTER TABLE "programas_academicos" ALTER COLUMN "titulo" SET NOT NULL;
  ALTER TABLE "programas_academicos" ALTER COLUMN "path_imagen_id" SET NOT NULL;
  ALTER TABLE "programas_academicos" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "casos_exito" ALTER COLUMN "titulo" SET NOT NULL;
  ALTER TABLE "casos_exito" ALTER COLUMN "subtitulo" SET NOT NULL;
  ALTER TABLE "casos_exito" ALTER COLUMN "path_imagen_id" SET NOT NULL;
  ALTER TABLE "beneficios_exa" ALTER COLUMN "descuento" SET NOT NULL;
  ALTER TABLE "beneficios_exa" ALTER COLUMN "titulo" SET NOT NULL;
  ALTER TABLE "beneficios_exa" ALTER COLUMN "descripcion" SET NOT NULL;
  ALTER TABLE "beneficios_exa" ALTER COLUMN "path_imagen_id" SET NOT NULL;
  ALTER TABLE "beneficios_exa" ALTER COLUMN "ubicacion" SET NOT NULL;
  ALTER TABLE "tramites_texto" ALTER COLUMN "titulo" SET NOT NULL;
  ALTER TABLE "tramites_texto" ALTER COLUMN "seccion" SET NOT NULL;
  ALTER TABLE "tramites_texto" ALTER COLUMN "texto" SET NOT NULL;
  ALTER TABLE "libros" ALTER COLUMN "imagen_id" SET NOT NULL;
  ALTER TABLE "libros" ALTER COLUMN "titulo" SET NOT NULL;
  ALTER TABLE "libros" ALTER COLUMN "nombre_autor" SET NOT NULL;
  ALTER TABLE "libros" ALTER COLUMN "edicion" SET NOT NULL;
  ALTER TABLE "libros" ALTER COLUMN "anio_edicion" SET NOT NULL;
  ALTER TABLE "libros" ALTER COLUMN "descripcion" SET NOT NULL;
  ALTER TABLE "sitca_equipo" ALTER COLUMN "imagen_id" SET NOT NULL;
  ALTER TABLE "sitca_equipo" ALTER COLUMN "titulo" SET NOT NULL;
  ALTER TABLE "sitca_equipo" ALTER COLUMN "titulos_academicos" SET NOT NULL;
  ALTER TABLE "sitca_equipo" ALTER COLUMN "puesto_trabajo" SET NOT NULL;
  ALTER TABLE "configuracion_sitio_campus" ALTER COLUMN "nombre" SET NOT NULL;
  ALTER TABLE "configuracion_sitio_campus" ALTER COLUMN "direccion" SET NOT NULL;
  ALTER TABLE "configuracion_sitio_campus" ALTER COLUMN "mapa_embed" SET NOT NULL;
  ALTER TABLE "configuracion_sitio_campus" ALTER COLUMN "mapa_enlace" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "telefono" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "telefono_preparatoria" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "telefono_campus" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "whatsapp" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "whatsapp_preparatoria" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "mensaje_whatsapp" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "direccion" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "etiqueta_campus" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "correo_admisiones" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "correo_titulacion" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "whatsapp_titulacion" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "correo_practicas" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "telefono_practicas" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "whatsapp_practicas" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "conocer_codigo_centro" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "conocer_direccion" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "conocer_telefonos" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "correo_conocer" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "correo_quejas_conocer" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "telefono_quejas_conocer" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "facebook" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "instagram" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "youtube" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_doctorados" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_maestrias" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_especialidades" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_campus_virtual" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_plataforma_virtual" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_servoescolar" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_ugc_mas" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_revista_cientifica" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_nafin" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_ulades" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_bolsa_trabajo" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_bolsa_practicas" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_red_conocer" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_inscripcion_preparatoria" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_queja" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_sugerencia" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "url_examen_ingles" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "video_inicio" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "video_comunicacion" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "video_casos_exito" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "radio_stream_url" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "reglamento_escolar_id" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "certificado_iso_id" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "folleto_conocer_id" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "programa_becas_id" SET NOT NULL;
  ALTER TABLE "configuracion_sitio" ALTER COLUMN "aviso_privacidad" SET NOT NULL;
  ALTER TABLE "contenido_institucional_incubadora_fases" ALTER COLUMN "titulo" SET NOT NULL;
  ALTER TABLE "contenido_institucional_incubadora_fases" ALTER COLUMN "descripcion" SET NOT NULL;
  ALTER TABLE "contenido_institucional_incubadora_servicios" ALTER COLUMN "servicio" SET NOT NULL;
  ALTER TABLE "contenido_institucional_incubadora_requisitos" ALTER COLUMN "requisito" SET NOT NULL;
  ALTER TABLE "contenido_institucional_convenios_internacionales" ALTER COLUMN "pais" SET NOT NULL;
  ALTER TABLE "contenido_institucional_convenios_internacionales" ALTER COLUMN "institucion" SET NOT NULL;
  ALTER TABLE "contenido_institucional_convenios_nacionales" ALTER COLUMN "institucion" SET NOT NULL;
  ALTER TABLE "contenido_institucional_becas" ALTER COLUMN "nombre" SET NOT NULL;
  ALTER TABLE "contenido_institucional_becas" ALTER COLUMN "descripcion" SET NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "quienes_somos" SET NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "en_la_empresa" SET NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "en_la_sociedad" SET NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "en_el_mundo" SET NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "rector_nombre" SET NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "rector_cargo" SET NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "rector_mensaje" SET NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "mision" SET NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "vision" SET NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "incubadora_que_es" SET NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "incubadora_como_opera" SET NOT NULL;
  ALTER TABLE "contenido_institucional" ALTER COLUMN "convenios_intro" SET NOT NULL;
  ALTER TABLE "carrusel" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "carrusel" DROP COLUMN "_status";
  ALTER TABLE "programas" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "_programas_v" DROP COLUMN "version_actualizado_por_id";
  ALTER TABLE "programas_academicos" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "programas_academicos" DROP COLUMN "_status";
  ALTER TABLE "conocer" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "_conocer_v" DROP COLUMN "version_actualizado_por_id";
  ALTER TABLE "comunicaciones" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "_comunicaciones_v" DROP COLUMN "version_actualizado_por_id";
  ALTER TABLE "podcasts" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "_podcasts_v" DROP COLUMN "version_actualizado_por_id";
  ALTER TABLE "casos_exito" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "casos_exito" DROP COLUMN "_status";
  ALTER TABLE "beneficios_exa" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "beneficios_exa" DROP COLUMN "_status";
  ALTER TABLE "tramites_texto" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "tramites_texto" DROP COLUMN "_status";
  ALTER TABLE "libros" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "libros" DROP COLUMN "_status";
  ALTER TABLE "sitca_equipo" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "sitca_equipo" DROP COLUMN "_status";
  ALTER TABLE "sitca_documentos" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "_sitca_documentos_v" DROP COLUMN "version_actualizado_por_id";
  ALTER TABLE "aviso" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "_aviso_v" DROP COLUMN "version_actualizado_por_id";
  ALTER TABLE "configuracion_sitio" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "configuracion_sitio" DROP COLUMN "_status";
  ALTER TABLE "contenido_institucional" DROP COLUMN "actualizado_por_id";
  ALTER TABLE "contenido_institucional" DROP COLUMN "_status";
  DROP TYPE "public"."enum_carrusel_status";
  DROP TYPE "public"."enum__carrusel_v_version_tipo";
  DROP TYPE "public"."enum__carrusel_v_version_status";
  DROP TYPE "public"."enum_programas_academicos_status";
  DROP TYPE "public"."enum__programas_academicos_v_version_status";
  DROP TYPE "public"."enum_casos_exito_status";
  DROP TYPE "public"."enum__casos_exito_v_version_status";
  DROP TYPE "public"."enum_beneficios_exa_status";
  DROP TYPE "public"."enum__beneficios_exa_v_version_status";
  DROP TYPE "public"."enum_tramites_texto_status";
  DROP TYPE "public"."enum__tramites_texto_v_version_seccion";
  DROP TYPE "public"."enum__tramites_texto_v_version_status";
  DROP TYPE "public"."enum_libros_status";
  DROP TYPE "public"."enum__libros_v_version_status";
  DROP TYPE "public"."enum_sitca_equipo_status";
  DROP TYPE "public"."enum__sitca_equipo_v_version_status";
  DROP TYPE "public"."enum_configuracion_sitio_status";
  DROP TYPE "public"."enum__configuracion_sitio_v_version_status";
  DROP TYPE "public"."enum_contenido_institucional_status";
  DROP TYPE "public"."enum__contenido_institucional_v_convenios_nacionales_tipo";
  DROP TYPE "public"."enum__contenido_institucional_v_version_status";`)
}
