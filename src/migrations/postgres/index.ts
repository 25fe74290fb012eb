import * as migration_20261123_110229_initial from './20261123_110229_initial';

export const migrations = [
  {
    up: migration_20261123_110229_initial.up,
    down: migration_20261123_110229_initial.down,
    name: '20261123_110229_initial'
  },
];
