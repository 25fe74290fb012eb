import * as migration_20261123_110223_initial from './20261123_110223_initial';

export const migrations = [
  {
    up: migration_20261123_110223_initial.up,
    down: migration_20261123_110223_initial.down,
    name: '20261123_110223_initial'
  },
];
