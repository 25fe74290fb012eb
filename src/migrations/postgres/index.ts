import * as migration_20261123_110229_initial from './20261123_110229_initial';
import * as migration_20261123_115517_contact_pipeline from './20261123_115517_contact_pipeline';
import * as migration_20261123_165012_contenido_institucional from './20261123_165012_contenido_institucional';
import * as migration_20261125_184913_captchas_y_envios from './20261125_184913_captchas_y_envios';
import * as migration_20261127_034548_invitaciones from './20261127_034548_invitaciones';
import * as migration_20261127_074230_secciones_y_descripcion from './20261127_074230_secciones_y_descripcion';
import * as migration_20261127_081029_aviso_en_el_sitio from './20261127_081029_aviso_en_el_sitio';
import * as migration_20261127_083537_origen_de_la_solicitud from './20261127_083537_origen_de_la_solicitud';
import * as migration_20261127_105400_atendida_a_contactada from './20261127_105400_atendida_a_contactada';
import * as migration_20261127_105546_embudo_de_admisiones from './20261127_105546_embudo_de_admisiones';
import * as migration_20261127_120905_oferta_academica from './20261127_120905_oferta_academica';
import * as migration_20261127_121805_redirecciones_y_seo from './20261127_121805_redirecciones_y_seo';
import * as migration_20261127_122505_privacidad_y_envios from './20261127_122505_privacidad_y_envios';
import * as migration_20261127_143221_historial_de_versiones from './20261127_143221_historial_de_versiones';
import * as migration_20261127_175451_programar_publicacion from './20261127_175451_programar_publicacion';
import * as migration_20261127_204756_revisiones from './20261127_204756_revisiones';
import * as migration_20261128_002757_registros_evento from './20261128_002757_registros_evento';
import * as migration_20261128_005153_recordatorios_eventos from './20261128_005153_recordatorios_eventos';
import * as migration_20261128_231426_sin_bloqueo_por_cuenta from './20261128_231426_sin_bloqueo_por_cuenta';
import * as migration_20261129_235343_purga_del_borde from './20261129_235343_purga_del_borde';
import * as migration_20261130_065057_vistas_compartidas from './20261130_065057_vistas_compartidas';
import * as migration_20261130_094340_hallazgos_accesibilidad from './20261130_094340_hallazgos_accesibilidad';
import * as migration_20261130_142543_seguimiento_y_contacto from './20261130_142543_seguimiento_y_contacto';
import * as migration_20261130_170257_campus_de_solicitudes from './20261130_170257_campus_de_solicitudes';
import * as migration_20261130_171653_llegadas_sin_registro from './20261130_171653_llegadas_sin_registro';
import * as migration_20261130_174340_personas from './20261130_174340_personas';
import * as migration_20261201_000124_portada_con_texto from './20261201_000124_portada_con_texto';

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
    name: '20261127_083537_origen_de_la_solicitud',
  },
  {
    up: migration_20261127_105400_atendida_a_contactada.up,
    down: migration_20261127_105400_atendida_a_contactada.down,
    name: '20261127_105400_atendida_a_contactada',
  },
  {
    up: migration_20261127_105546_embudo_de_admisiones.up,
    down: migration_20261127_105546_embudo_de_admisiones.down,
    name: '20261127_105546_embudo_de_admisiones',
  },
  {
    up: migration_20261127_120905_oferta_academica.up,
    down: migration_20261127_120905_oferta_academica.down,
    name: '20261127_120905_oferta_academica',
  },
  {
    up: migration_20261127_121805_redirecciones_y_seo.up,
    down: migration_20261127_121805_redirecciones_y_seo.down,
    name: '20261127_121805_redirecciones_y_seo',
  },
  {
    up: migration_20261127_122505_privacidad_y_envios.up,
    down: migration_20261127_122505_privacidad_y_envios.down,
    name: '20261127_122505_privacidad_y_envios',
  },
  {
    up: migration_20261127_143221_historial_de_versiones.up,
    down: migration_20261127_143221_historial_de_versiones.down,
    name: '20261127_143221_historial_de_versiones',
  },
  {
    up: migration_20261127_175451_programar_publicacion.up,
    down: migration_20261127_175451_programar_publicacion.down,
    name: '20261127_175451_programar_publicacion',
  },
  {
    up: migration_20261127_204756_revisiones.up,
    down: migration_20261127_204756_revisiones.down,
    name: '20261127_204756_revisiones',
  },
  {
    up: migration_20261128_002757_registros_evento.up,
    down: migration_20261128_002757_registros_evento.down,
    name: '20261128_002757_registros_evento',
  },
  {
    up: migration_20261128_005153_recordatorios_eventos.up,
    down: migration_20261128_005153_recordatorios_eventos.down,
    name: '20261128_005153_recordatorios_eventos',
  },
  {
    up: migration_20261128_231426_sin_bloqueo_por_cuenta.up,
    down: migration_20261128_231426_sin_bloqueo_por_cuenta.down,
    name: '20261128_231426_sin_bloqueo_por_cuenta',
  },
  {
    up: migration_20261129_235343_purga_del_borde.up,
    down: migration_20261129_235343_purga_del_borde.down,
    name: '20261129_235343_purga_del_borde',
  },
  {
    up: migration_20261130_065057_vistas_compartidas.up,
    down: migration_20261130_065057_vistas_compartidas.down,
    name: '20261130_065057_vistas_compartidas',
  },
  {
    up: migration_20261130_094340_hallazgos_accesibilidad.up,
    down: migration_20261130_094340_hallazgos_accesibilidad.down,
    name: '20261130_094340_hallazgos_accesibilidad',
  },
  {
    up: migration_20261130_142543_seguimiento_y_contacto.up,
    down: migration_20261130_142543_seguimiento_y_contacto.down,
    name: '20261130_142543_seguimiento_y_contacto',
  },
  {
    up: migration_20261130_170257_campus_de_solicitudes.up,
    down: migration_20261130_170257_campus_de_solicitudes.down,
    name: '20261130_170257_campus_de_solicitudes',
  },
  {
    up: migration_20261130_171653_llegadas_sin_registro.up,
    down: migration_20261130_171653_llegadas_sin_registro.down,
    name: '20261130_171653_llegadas_sin_registro',
  },
  {
    up: migration_20261130_174340_personas.up,
    down: migration_20261130_174340_personas.down,
    name: '20261130_174340_personas',
  },
  {
    up: migration_20261201_000124_portada_con_texto.up,
    down: migration_20261201_000124_portada_con_texto.down,
    name: '20261201_000124_portada_con_texto'
  },
];
