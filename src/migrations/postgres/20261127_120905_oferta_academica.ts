import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_programas_modalidades" AS ENUM('escolarizada', 'ejecutiva-nocturna', 'en-linea', 'mixta');
  CREATE TYPE "public"."enum_programas_campus" AS ENUM('cabo-san-lucas', 'los-cabos', 'culiacan');
  CREATE TYPE "public"."enum_programas_inicio" AS ENUM('enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre');
  CREATE TYPE "public"."enum_programas_area" AS ENUM('programas-generales', 'educacion', 'artes-humanidades', 'ciencias-sociales-derecho', 'administracion-negocios', 'ciencias-naturales', 'tic', 'ingenieria', 'agronomia-veterinaria', 'salud', 'servicios');
  CREATE TYPE "public"."enum__programas_v_version_modalidades" AS ENUM('escolarizada', 'ejecutiva-nocturna', 'en-linea', 'mixta');
  CREATE TYPE "public"."enum__programas_v_version_campus" AS ENUM('cabo-san-lucas', 'los-cabos', 'culiacan');
  CREATE TYPE "public"."enum__programas_v_version_inicio" AS ENUM('enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre');
  CREATE TYPE "public"."enum__programas_v_version_area" AS ENUM('programas-generales', 'educacion', 'artes-humanidades', 'ciencias-sociales-derecho', 'administracion-negocios', 'ciencias-naturales', 'tic', 'ingenieria', 'agronomia-veterinaria', 'salud', 'servicios');
  CREATE TYPE "public"."enum_conocer_modalidades" AS ENUM('escolarizada', 'ejecutiva-nocturna', 'en-linea', 'mixta');
  CREATE TYPE "public"."enum_conocer_campus" AS ENUM('cabo-san-lucas', 'los-cabos', 'culiacan');
  CREATE TYPE "public"."enum_conocer_inicio" AS ENUM('enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre');
  CREATE TYPE "public"."enum_conocer_area" AS ENUM('programas-generales', 'educacion', 'artes-humanidades', 'ciencias-sociales-derecho', 'administracion-negocios', 'ciencias-naturales', 'tic', 'ingenieria', 'agronomia-veterinaria', 'salud', 'servicios');
  CREATE TYPE "public"."enum__conocer_v_version_modalidades" AS ENUM('escolarizada', 'ejecutiva-nocturna', 'en-linea', 'mixta');
  CREATE TYPE "public"."enum__conocer_v_version_campus" AS ENUM('cabo-san-lucas', 'los-cabos', 'culiacan');
  CREATE TYPE "public"."enum__conocer_v_version_inicio" AS ENUM('enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre');
  CREATE TYPE "public"."enum__conocer_v_version_area" AS ENUM('programas-generales', 'educacion', 'artes-humanidades', 'ciencias-sociales-derecho', 'administracion-negocios', 'ciencias-naturales', 'tic', 'ingenieria', 'agronomia-veterinaria', 'salud', 'servicios');
  CREATE TABLE "programas_modalidades" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_programas_modalidades",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "programas_campus" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_programas_campus",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "programas_inicio" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_programas_inicio",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_programas_v_version_modalidades" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__programas_v_version_modalidades",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_programas_v_version_campus" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__programas_v_version_campus",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_programas_v_version_inicio" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__programas_v_version_inicio",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "conocer_modalidades" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_conocer_modalidades",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "conocer_campus" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_conocer_campus",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "conocer_inicio" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_conocer_inicio",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_conocer_v_version_modalidades" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__conocer_v_version_modalidades",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_conocer_v_version_campus" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__conocer_v_version_campus",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_conocer_v_version_inicio" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__conocer_v_version_inicio",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "programas" ADD COLUMN "area" "enum_programas_area";
  ALTER TABLE "programas" ADD COLUMN "duracion" varchar;
  ALTER TABLE "programas" ADD COLUMN "duracion_meses" numeric;
  ALTER TABLE "_programas_v" ADD COLUMN "version_area" "enum__programas_v_version_area";
  ALTER TABLE "_programas_v" ADD COLUMN "version_duracion" varchar;
  ALTER TABLE "_programas_v" ADD COLUMN "version_duracion_meses" numeric;
  ALTER TABLE "conocer" ADD COLUMN "area" "enum_conocer_area";
  ALTER TABLE "conocer" ADD COLUMN "duracion" varchar;
  ALTER TABLE "conocer" ADD COLUMN "duracion_meses" numeric;
  ALTER TABLE "_conocer_v" ADD COLUMN "version_area" "enum__conocer_v_version_area";
  ALTER TABLE "_conocer_v" ADD COLUMN "version_duracion" varchar;
  ALTER TABLE "_conocer_v" ADD COLUMN "version_duracion_meses" numeric;
  ALTER TABLE "programas_modalidades" ADD CONSTRAINT "programas_modalidades_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programas_campus" ADD CONSTRAINT "programas_campus_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programas_inicio" ADD CONSTRAINT "programas_inicio_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programas_v_version_modalidades" ADD CONSTRAINT "_programas_v_version_modalidades_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programas_v_version_campus" ADD CONSTRAINT "_programas_v_version_campus_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programas_v_version_inicio" ADD CONSTRAINT "_programas_v_version_inicio_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conocer_modalidades" ADD CONSTRAINT "conocer_modalidades_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."conocer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conocer_campus" ADD CONSTRAINT "conocer_campus_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."conocer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "conocer_inicio" ADD CONSTRAINT "conocer_inicio_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."conocer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_conocer_v_version_modalidades" ADD CONSTRAINT "_conocer_v_version_modalidades_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_conocer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_conocer_v_version_campus" ADD CONSTRAINT "_conocer_v_version_campus_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_conocer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_conocer_v_version_inicio" ADD CONSTRAINT "_conocer_v_version_inicio_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_conocer_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "programas_modalidades_order_idx" ON "programas_modalidades" USING btree ("order");
  CREATE INDEX "programas_modalidades_parent_idx" ON "programas_modalidades" USING btree ("parent_id");
  CREATE INDEX "programas_campus_order_idx" ON "programas_campus" USING btree ("order");
  CREATE INDEX "programas_campus_parent_idx" ON "programas_campus" USING btree ("parent_id");
  CREATE INDEX "programas_inicio_order_idx" ON "programas_inicio" USING btree ("order");
  CREATE INDEX "programas_inicio_parent_idx" ON "programas_inicio" USING btree ("parent_id");
  CREATE INDEX "_programas_v_version_modalidades_order_idx" ON "_programas_v_version_modalidades" USING btree ("order");
  CREATE INDEX "_programas_v_version_modalidades_parent_idx" ON "_programas_v_version_modalidades" USING btree ("parent_id");
  CREATE INDEX "_programas_v_version_campus_order_idx" ON "_programas_v_version_campus" USING btree ("order");
  CREATE INDEX "_programas_v_version_campus_parent_idx" ON "_programas_v_version_campus" USING btree ("parent_id");
  CREATE INDEX "_programas_v_version_inicio_order_idx" ON "_programas_v_version_inicio" USING btree ("order");
  CREATE INDEX "_programas_v_version_inicio_parent_idx" ON "_programas_v_version_inicio" USING btree ("parent_id");
  CREATE INDEX "conocer_modalidades_order_idx" ON "conocer_modalidades" USING btree ("order");
  CREATE INDEX "conocer_modalidades_parent_idx" ON "conocer_modalidades" USING btree ("parent_id");
  CREATE INDEX "conocer_campus_order_idx" ON "conocer_campus" USING btree ("order");
  CREATE INDEX "conocer_campus_parent_idx" ON "conocer_campus" USING btree ("parent_id");
  CREATE INDEX "conocer_inicio_order_idx" ON "conocer_inicio" USING btree ("order");
  CREATE INDEX "conocer_inicio_parent_idx" ON "conocer_inicio" USING btree ("parent_id");
  CREATE INDEX "_conocer_v_version_modalidades_order_idx" ON "_conocer_v_version_modalidades" USING btree ("order");
  CREATE INDEX "_conocer_v_version_modalidades_parent_idx" ON "_conocer_v_version_modalidades" USING btree ("parent_id");
  CREATE INDEX "_conocer_v_version_campus_order_idx" ON "_conocer_v_version_campus" USING btree ("order");
  CREATE INDEX "_conocer_v_version_campus_parent_idx" ON "_conocer_v_version_campus" USING btree ("parent_id");
  CREATE INDEX "_conocer_v_version_inicio_order_idx" ON "_conocer_v_version_inicio" USING btree ("order");
  CREATE INDEX "_conocer_v_version_inicio_parent_idx" ON "_conocer_v_version_inicio" USING btree ("parent_id");
  CREATE INDEX "programas_area_idx" ON "programas" USING btree ("area");
  CREATE INDEX "_programas_v_version_version_area_idx" ON "_programas_v" USING btree ("version_area");
  CREATE INDEX "conocer_area_idx" ON "conocer" USING btree ("area");
  CREATE INDEX "_conocer_v_version_version_area_idx" ON "_conocer_v" USING btree ("version_area");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programas_modalidades" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programas_campus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programas_inicio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programas_v_version_modalidades" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programas_v_version_campus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programas_v_version_inicio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conocer_modalidades" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conocer_campus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conocer_inicio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_conocer_v_version_modalidades" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_conocer_v_version_campus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_conocer_v_version_inicio" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "programas_modalidades" CASCADE;
  DROP TABLE "programas_campus" CASCADE;
  DROP TABLE "programas_inicio" CASCADE;
  DROP TABLE "_programas_v_version_modalidades" CASCADE;
  DROP TABLE "_programas_v_version_campus" CASCADE;
  DROP TABLE "_programas_v_version_inicio" CASCADE;
  DROP TABLE "conocer_modalidades" CASCADE;
  DROP TABLE "conocer_campus" CASCADE;
  DROP TABLE "conocer_inicio" CASCADE;
  DROP TABLE "_conocer_v_version_modalidades" CASCADE;
  DROP TABLE "_conocer_v_version_campus" CASCADE;
  DROP TABLE "_conocer_v_version_inicio" CASCADE;
  DROP INDEX "programas_area_idx";
  DROP INDEX "_programas_v_version_version_area_idx";
  DROP INDEX "conocer_area_idx";
  DROP INDEX "_conocer_v_version_version_area_idx";
  ALTER TABLE "programas" DROP COLUMN "area";
  ALTER TABLE "programas" DROP COLUMN "duracion";
  ALTER TABLE "programas" DROP COLUMN "duracion_meses";
  ALTER TABLE "_programas_v" DROP COLUMN "version_area";
  ALTER TABLE "_programas_v" DROP COLUMN "version_duracion";
  ALTER TABLE "_programas_v" DROP COLUMN "version_duracion_meses";
  ALTER TABLE "conocer" DROP COLUMN "area";
  ALTER TABLE "conocer" DROP COLUMN "duracion";
  ALTER TABLE "conocer" DROP COLUMN "duracion_meses";
  ALTER TABLE "_conocer_v" DROP COLUMN "version_area";
  ALTER TABLE "_conocer_v" DROP COLUMN "version_duracion";
  ALTER TABLE "_conocer_v" DROP COLUMN "version_duracion_meses";
  DROP TYPE "public"."enum_programas_modalidades";
  DROP TYPE "public"."enum_programas_campus";
  DROP TYPE "public"."enum_programas_inicio";
  DROP TYPE "public"."enum_programas_area";
  DROP TYPE "public"."enum__programas_v_version_modalidades";
  DROP TYPE "public"."enum__programas_v_version_campus";
  DROP TYPE "public"."enum__programas_v_version_inicio";
  DROP TYPE "public"."enum__programas_v_version_area";
  DROP TYPE "public"."enum_conocer_modalidades";
  DROP TYPE "public"."enum_conocer_campus";
  DROP TYPE "public"."enum_conocer_inicio";
  DROP TYPE "public"."enum_conocer_area";
  DROP TYPE "public"."enum__conocer_v_version_modalidades";
  DROP TYPE "public"."enum__conocer_v_version_campus";
  DROP TYPE "public"."enum__conocer_v_version_inicio";
  DROP TYPE "public"."enum__conocer_v_version_area";`)
}
