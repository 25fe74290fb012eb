import * as migration_20261123_110229_initial from './20261123_110229_initial';
import * as migration_20261123_115517_contact_pipeline from './20261123_115517_contact_pipeline';
import * as migration_20261123_165012_contenido_institucional from './20261123_165012_contenido_institucional';
import * as migration_20261125_184913_captchas_y_envios from './20261125_184913_captchas_y_envios';
import * as migration_20261127_034548_invitaciones from './20261127_034548_invitaciones';
import * as migration_20261127_074230_secciones_y_descripcion from './20261127_074230_secciones_y_descripcion';
import * as migration_20261127_081029_aviso_en_el_sitio from './20261127_081029_aviso_en_el_sitio';
import * as migration_20261127_083537_origen_de_la_solicitud from './20261127_083537_origen_de_la_solicitud';

export const migrations = [
  {
    up: migration_20261123_110229_initial.up,
    down: migration_20261123_110229_initial.down,
    name: '20261123_110229_initial',
  },
  {
    up: migration_20261123_115517_contact_pipeline.up,
    down: migration_20261123_115517_contact_pipeline.down,
    name: '20261123_115517_contact_pipeline',
  },
  {
    up: migration_20261123_165012_contenido_institucional.up,
    down: migration_20261123_165012_contenido_institucional.down,
    name: '20261123_165012_contenido_institucional',
  },
  {
    up: migration_20261125_184913_captchas_y_envios.up,
    down: migration_20261125_184913_captchas_y_envios.down,
    name: '20261125_184913_captchas_y_envios',
  },
  {
    up: migration_20261127_034548_invitaciones.up,
    down: migration_20261127_034548_invitaciones.down,
    name: '20261127_034548_invitaciones',
  },
  {
    up: migration_20261127_074230_secciones_y_descripcion.up,
    down: migration_20261127_074230_secciones_y_descripcion.down,
    name: '20261127_074230_secciones_y_descripcion',
  },
  {
    up: migration_20261127_081029_aviso_en_el_sitio.up,
    down: migration_20261127_081029_aviso_en_el_sitio.down,
    name: '20261127_081029_aviso_en_el_sitio',
  },
  {
    up: migration_20261127_083537_origen_de_la_solicitud.up,
    down: migration_20261127_083537_origen_de_la_solicitud.down,
    name: '20261127_083537_origen_de_la_solicitud'
  },
];
