// `npm start`: builds what is missing (Nx cache), then runs the gateway, which migrates the
// database, loads the demo data (outside production) and serves the shell, remotes, API and hub.
import { buildApps, run } from './run.mjs';

const built = await buildApps();
if (built !== 0) process.exit(built);
process.exit(await run('node', ['services/api/dist/main.js']));
