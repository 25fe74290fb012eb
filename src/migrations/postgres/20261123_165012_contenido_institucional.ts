import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contenido_institucional_convenios_nacionales_tipo" AS ENUM('gobierno', 'hotel', 'universidad', 'camara', 'empresa', 'organizacion');
  CREATE TABLE "contenido_institucional_incubadora_fases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"titulo" varchar NOT NULL,
  	"descripcion" varchar NOT NULL
  );
  
  CREATE TABLE "contenido_institucional_incubadora_servicios" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"servicio" varchar NOT NULL
  );
  
  CREATE TABLE "contenido_institucional_incubadora_requisitos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"requisito" varchar NOT NULL
  );
  
  CREATE TABLE "contenido_institucional_convenios_internacionales" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"pais" varchar NOT NULL,
  	"institucion" varchar NOT NULL,
  	"descripcion" varchar
  );
  
  CREATE TABLE "contenido_institucional_convenios_nacionales" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"institucion" varchar NOT NULL,
  	"tipo" "enum_contenido_institucional_convenios_nacionales_tipo"
  );
  
  CREATE TABLE "contenido_institucional_becas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nombre" varchar NOT NULL,
  	"descripcion" varchar NOT NULL
  );
  
  CREATE TABLE "contenido_institucional" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quienes_somos" varchar NOT NULL,
  	"en_la_empresa" varchar NOT NULL,
  	"en_la_sociedad" varchar NOT NULL,
  	"en_el_mundo" varchar NOT NULL,
  	"rector_nombre" varchar NOT NULL,
  	"rector_cargo" varchar NOT NULL,
  	"rector_mensaje" varchar NOT NULL,
  	"mision" varchar NOT NULL,
  	"vision" varchar NOT NULL,
  	"incubadora_que_es" varchar NOT NULL,
  	"incubadora_como_opera" varchar NOT NULL,
  	"convenios_intro" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "contenido_institucional_incubadora_fases" ADD CONSTRAINT "contenido_institucional_incubadora_fases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contenido_institucional"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contenido_institucional_incubadora_servicios" ADD CONSTRAINT "contenido_institucional_incubadora_servicios_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contenido_institucional"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contenido_institucional_incubadora_requisitos" ADD CONSTRAINT "contenido_institucional_incubadora_requisitos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contenido_institucional"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contenido_institucional_convenios_internacionales" ADD CONSTRAINT "contenido_institucional_convenios_internacionales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contenido_institucional"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contenido_institucional_convenios_nacionales" ADD CONSTRAINT "contenido_institucional_convenios_nacionales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contenido_institucional"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contenido_institucional_becas" ADD CONSTRAINT "contenido_institucional_becas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contenido_institucional"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contenido_institucional_incubadora_fases_order_idx" ON "contenido_institucional_incubadora_fases" USING btree ("_order");
  CREATE INDEX "contenido_institucional_incubadora_fases_parent_id_idx" ON "contenido_institucional_incubadora_fases" USING btree ("_parent_id");
  CREATE INDEX "contenido_institucional_incubadora_servicios_order_idx" ON "contenido_institucional_incubadora_servicios" USING btree ("_order");
  CREATE INDEX "contenido_institucional_incubadora_servicios_parent_id_idx" ON "contenido_institucional_incubadora_servicios" USING btree ("_parent_id");
  CREATE INDEX "contenido_institucional_incubadora_requisitos_order_idx" ON "contenido_institucional_incubadora_requisitos" USING btree ("_order");
  CREATE INDEX "contenido_institucional_incubadora_requisitos_parent_id_idx" ON "contenido_institucional_incubadora_requisitos" USING btree ("_parent_id");
  CREATE INDEX "contenido_institucional_convenios_internacionales_order_idx" ON "contenido_institucional_convenios_internacionales" USING btree ("_order");
  CREATE INDEX "contenido_institucional_convenios_internacionales_parent_id_idx" ON "contenido_institucional_convenios_internacionales" USING btree ("_parent_id");
  CREATE INDEX "contenido_institucional_convenios_nacionales_order_idx" ON "contenido_institucional_convenios_nacionales" USING btree ("_order");
  CREATE INDEX "contenido_institucional_convenios_nacionales_parent_id_idx" ON "contenido_institucional_convenios_nacionales" USING btree ("_parent_id");
  CREATE INDEX "contenido_institucional_becas_order_idx" ON "contenido_institucional_becas" USING btree ("_order");
  CREATE INDEX "contenido_institucional_becas_parent_id_idx" ON "contenido_institucional_becas" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "contenido_institucional_incubadora_fases" CASCADE;
  DROP TABLE "contenido_institucional_incubadora_servicios" CASCADE;
  DROP TABLE "contenido_institucional_incubadora_requisitos" CASCADE;
  DROP TABLE "contenido_institucional_convenios_internacionales" CASCADE;
  DROP TABLE "contenido_institucional_convenios_nacionales" CASCADE;
  DROP TABLE "contenido_institucional_becas" CASCADE;
  DROP TABLE "contenido_institucional" CASCADE;
  DROP TYPE "public"."enum_contenido_institucional_convenios_nacionales_tipo";`)
}
