import os from 'node:os';

/** This server process among the others on the same database: host:pid. */
export const instanceId = `${os.hostname()}:${process.pid}`;
