import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_aviso_severidad" AS ENUM('informativo', 'importante', 'emergencia');
  CREATE TYPE "public"."enum_aviso_inicio_tz" AS ENUM('America/Mazatlan');
  CREATE TYPE "public"."enum_aviso_fin_tz" AS ENUM('America/Mazatlan');
  CREATE TYPE "public"."enum_aviso_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__aviso_v_version_severidad" AS ENUM('informativo', 'importante', 'emergencia');
  CREATE TYPE "public"."enum__aviso_v_version_inicio_tz" AS ENUM('America/Mazatlan');
  CREATE TYPE "public"."enum__aviso_v_version_fin_tz" AS ENUM('America/Mazatlan');
  CREATE TYPE "public"."enum__aviso_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "aviso" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"activo" boolean DEFAULT false,
  	"severidad" "enum_aviso_severidad" DEFAULT 'informativo',
  	"texto" varchar,
  	"enlace" varchar,
  	"texto_enlace" varchar,
  	"inicio" timestamp(3) with time zone,
  	"inicio_tz" "enum_aviso_inicio_tz" DEFAULT 'America/Mazatlan',
  	"fin" timestamp(3) with time zone,
  	"fin_tz" "enum_aviso_fin_tz" DEFAULT 'America/Mazatlan',
  	"_status" "enum_aviso_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_aviso_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_activo" boolean DEFAULT false,
  	"version_severidad" "enum__aviso_v_version_severidad" DEFAULT 'informativo',
  	"version_texto" varchar,
  	"version_enlace" varchar,
  	"version_texto_enlace" varchar,
  	"version_inicio" timestamp(3) with time zone,
  	"version_inicio_tz" "enum__aviso_v_version_inicio_tz" DEFAULT 'America/Mazatlan',
  	"version_fin" timestamp(3) with time zone,
  	"version_fin_tz" "enum__aviso_v_version_fin_tz" DEFAULT 'America/Mazatlan',
  	"version__status" "enum__aviso_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE INDEX "aviso__status_idx" ON "aviso" USING btree ("_status");
  CREATE INDEX "_aviso_v_version_version__status_idx" ON "_aviso_v" USING btree ("version__status");
  CREATE INDEX "_aviso_v_created_at_idx" ON "_aviso_v" USING btree ("created_at");
  CREATE INDEX "_aviso_v_updated_at_idx" ON "_aviso_v" USING btree ("updated_at");
  CREATE INDEX "_aviso_v_latest_idx" ON "_aviso_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "aviso" CASCADE;
  DROP TABLE "_aviso_v" CASCADE;
  DROP TYPE "public"."enum_aviso_severidad";
  DROP TYPE "public"."enum_aviso_inicio_tz";
  DROP TYPE "public"."enum_aviso_fin_tz";
  DROP TYPE "public"."enum_aviso_status";
  DROP TYPE "public"."enum__aviso_v_version_severidad";
  DROP TYPE "public"."enum__aviso_v_version_inicio_tz";
  DROP TYPE "public"."enum__aviso_v_version_fin_tz";
  DROP TYPE "public"."enum__aviso_v_version_status";`)
}
