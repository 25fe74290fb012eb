import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_revisiones_estado" AS ENUM('pendiente', 'devuelta', 'publicada');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'publicador' BEFORE 'editor';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'avisarRevision' BEFORE 'resumenMatutino';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'avisarRevision' BEFORE 'resumenMatutino';
  CREATE TABLE "revisiones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"titulo" varchar,
  	"tipo" varchar,
  	"estado" "enum_revisiones_estado" DEFAULT 'pendiente' NOT NULL,
  	"nota" varchar,
  	"comentario" varchar,
  	"enviada_por_id" integer,
  	"revisada_por_id" integer,
  	"enviada_por_nombre" varchar,
  	"revisada_por_nombre" varchar,
  	"revisada_el" timestamp(3) with time zone,
  	"coleccion" varchar NOT NULL,
  	"documento" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "revisiones_id" integer;
  ALTER TABLE "revisiones" ADD CONSTRAINT "revisiones_enviada_por_id_users_id_fk" FOREIGN KEY ("enviada_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "revisiones" ADD CONSTRAINT "revisiones_revisada_por_id_users_id_fk" FOREIGN KEY ("revisada_por_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "revisiones_enviada_por_idx" ON "revisiones" USING btree ("enviada_por_id");
  CREATE INDEX "revisiones_revisada_por_idx" ON "revisiones" USING btree ("revisada_por_id");
  CREATE INDEX "revisiones_coleccion_idx" ON "revisiones" USING btree ("coleccion");
  CREATE INDEX "revisiones_documento_idx" ON "revisiones" USING btree ("documento");
  CREATE INDEX "revisiones_updated_at_idx" ON "revisiones" USING btree ("updated_at");
  CREATE INDEX "revisiones_created_at_idx" ON "revisiones" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_revisiones_fk" FOREIGN KEY ("revisiones_id") REFERENCES "public"."revisiones"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_revisiones_id_idx" ON "payload_locked_documents_rels" USING btree ("revisiones_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "revisiones" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "revisiones" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_revisiones_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'admisiones');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notificarSolicitud', 'acusarSolicitud', 'enviarCorreoCuenta', 'resumenMatutino', 'anonimizarVencidas', 'entregarWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notificarSolicitud', 'acusarSolicitud', 'enviarCorreoCuenta', 'resumenMatutino', 'anonimizarVencidas', 'entregarWebhook', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_revisiones_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "revisiones_id";
  DROP TYPE "public"."enum_revisiones_estado";`)
}
