import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carrusel" ADD COLUMN "texto" varchar;
  ALTER TABLE "carrusel" ADD COLUMN "boton" varchar;
  ALTER TABLE "_carrusel_v" ADD COLUMN "version_texto" varchar;
  ALTER TABLE "_carrusel_v" ADD COLUMN "version_boton" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carrusel" DROP COLUMN "texto";
  ALTER TABLE "carrusel" DROP COLUMN "boton";
  ALTER TABLE "_carrusel_v" DROP COLUMN "version_texto";
  ALTER TABLE "_carrusel_v" DROP COLUMN "version_boton";`)
}
