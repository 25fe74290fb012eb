import * as migration_20261123_104957_initial from './20261123_104957_initial';

export const migrations = [
  {
    up: migration_20261123_104957_initial.up,
    down: migration_20261123_104957_initial.down,
    name: '20261123_104957_initial'
  },
];
