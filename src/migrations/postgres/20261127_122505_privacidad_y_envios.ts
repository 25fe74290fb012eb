import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_entregas_webhook_evento" AS ENUM('solicitud.creada', 'solicitud.estado_cambiado');
  CREATE TYPE "public"."enum_entregas_webhook_estado" AS ENUM('pendiente', 'entregada', 'fallida');
  CREATE TYPE "public"."enum_derechos_arco_accion" AS ENUM('exportar', 'anonimizar');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'resumenMatutino';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'anonimizarVencidas';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'entregarWebhook';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'resumenMatutino';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'anonimizarVencidas';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'entregarWebhook';
  CREATE TABLE "entregas_webhook" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"evento" "enum_entregas_webhook_evento" NOT NULL,
  	"solicitud_id" integer,
  	"estado" "enum_entregas_webhook_estado" DEFAULT 'pendiente',
  	"intentos" numeric DEFAULT 0,
  	"ultimo_codigo" numeric,
  	"ultimo_error" varchar,
  	"entregada_el" timestamp(3) with time zone,
  	"cuerpo" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "derechos_arco" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"accion" "enum_derechos_arco_accion" NOT NULL,
  	"persona" varchar,
  	"solicitudes" numeric NOT NULL,
  	"quien_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "corridas_diarias" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"clave" varchar NOT NULL,
  	"tarea" varchar NOT NULL,
  	"dia" varchar NOT NULL,
  	"programada_para" timestamp(3) with time zone NOT NULL,
  	"completada_el" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ajustes_admisiones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"webhook_activo" boolean DEFAULT false,
  	"webhook_url" varchar,
  	"webhook_secreto" varchar,
  	"webhook_secreto_el" timestamp(3) with time zone,
  	"retencion_meses" numeric DEFAULT 24 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "solicitudes_contacto" ADD COLUMN "anonimizada" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "entregas_webhook_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "derechos_arco_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "corridas_diarias_id" integer;
  ALTER TABLE "entregas_webhook" ADD CONSTRAINT "entregas_webhook_solicitud_id_solicitudes_contacto_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."solicitudes_contacto"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "derechos_arco" ADD CONSTRAINT "derechos_arco_quien_id_users_id_fk" FOREIGN KEY ("quien_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "entregas_webhook_solicitud_idx" ON "entregas_webhook" USING btree ("solicitud_id");
  CREATE INDEX "entregas_webhook_estado_idx" ON "entregas_webhook" USING btree ("estado");
  CREATE INDEX "entregas_webhook_updated_at_idx" ON "entregas_webhook" USING btree ("updated_at");
  CREATE INDEX "entregas_webhook_created_at_idx" ON "entregas_webhook" USING btree ("created_at");
  CREATE INDEX "derechos_arco_quien_idx" ON "derechos_arco" USING btree ("quien_id");
  CREATE INDEX "derechos_arco_updated_at_idx" ON "derechos_arco" USING btree ("updated_at");
  CREATE INDEX "derechos_arco_created_at_idx" ON "derechos_arco" USING btree ("created_at");
  CREATE UNIQUE INDEX "corridas_diarias_clave_idx" ON "corridas_diarias" USING btree ("clave");
  CREATE INDEX "corridas_diarias_updated_at_idx" ON "corridas_diarias" USING btree ("updated_at");
  CREATE INDEX "corridas_diarias_created_at_idx" ON "corridas_diarias" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_entregas_webhook_fk" FOREIGN KEY ("entregas_webhook_id") REFERENCES "public"."entregas_webhook"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_derechos_arco_fk" FOREIGN KEY ("derechos_arco_id") REFERENCES "public"."derechos_arco"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_corridas_diarias_fk" FOREIGN KEY ("corridas_diarias_id") REFERENCES "public"."corridas_diarias"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "solicitudes_contacto_anonimizada_idx" ON "solicitudes_contacto" USING btree ("anonimizada");
  CREATE INDEX "payload_locked_documents_rels_entregas_webhook_id_idx" ON "payload_locked_documents_rels" USING btree ("entregas_webhook_id");
  CREATE INDEX "payload_locked_documents_rels_derechos_arco_id_idx" ON "payload_locked_documents_rels" USING btree ("derechos_arco_id");
  CREATE INDEX "payload_locked_documents_rels_corridas_diarias_id_idx" ON "payload_locked_documents_rels" USING btree ("corridas_diarias_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "entregas_webhook" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "derechos_arco" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "corridas_diarias" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ajustes_admisiones" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "entregas_webhook" CASCADE;
  DROP TABLE "derechos_arco" CASCADE;
  DROP TABLE "corridas_diarias" CASCADE;
  DROP TABLE "ajustes_admisiones" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_entregas_webhook_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_derechos_arco_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_corridas_diarias_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notificarSolicitud', 'enviarCorreoCuenta');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notificarSolicitud', 'enviarCorreoCuenta');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "solicitudes_contacto_anonimizada_idx";
  DROP INDEX "payload_locked_documents_rels_entregas_webhook_id_idx";
  DROP INDEX "payload_locked_documents_rels_derechos_arco_id_idx";
  DROP INDEX "payload_locked_documents_rels_corridas_diarias_id_idx";
  ALTER TABLE "solicitudes_contacto" DROP COLUMN "anonimizada";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "entregas_webhook_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "derechos_arco_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "corridas_diarias_id";
  DROP TYPE "public"."enum_entregas_webhook_evento";
  DROP TYPE "public"."enum_entregas_webhook_estado";
  DROP TYPE "public"."enum_derechos_arco_accion";`)
}
