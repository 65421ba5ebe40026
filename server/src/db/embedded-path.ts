import path from 'node:path';

/** The embedded database's folder inside DATA_DIR. */
export const embeddedDataPath = (dataDir: string) => path.join(dataDir, 'pgdata');
