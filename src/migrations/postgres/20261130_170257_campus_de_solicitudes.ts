import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_campus_admisiones" AS ENUM('los-cabos', 'culiacan', 'en-linea');
  CREATE TYPE "public"."enum_solicitudes_contacto_campus" AS ENUM('los-cabos', 'culiacan', 'en-linea');
  CREATE TABLE "users_campus_admisiones" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_campus_admisiones",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "campus" "enum_solicitudes_contacto_campus";
  ALTER TABLE "users_campus_admisiones" ADD CONSTRAINT "users_campus_admisiones_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_campus_admisiones_order_idx" ON "users_campus_admisiones" USING btree ("order");
  CREATE INDEX "users_campus_admisiones_parent_idx" ON "users_campus_admisiones" USING btree ("parent_id");
  CREATE INDEX "solicitudes_contacto_campus_idx" ON "solicitudes_contacto" USING btree ("campus");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_campus_admisiones" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_campus_admisiones" CASCADE;
  DROP INDEX "solicitudes_contacto_campus_idx";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "campus";
  DROP TYPE "public"."enum_users_campus_admisiones";
  DROP TYPE "public"."enum_solicitudes_contacto_campus";`)
}
