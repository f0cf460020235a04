/** The `ispz` command line (`bin.js`, `npm run cli -- …`): runs one command and exits with its code. */
import { processIo } from './output';
import { runCli } from './program';

process.exitCode = await runCli(process.argv.slice(2), { io: processIo, env: process.env });
