import { Command } from 'commander';

/** The operators' CLI (`ispz`, also `npm run cli -- …`). This file only wires commands. */
export function buildProgram(): Command {
  const program = new Command('ispz').description('Operate the loan-trading marketplace platform');
  program
    .command('serve')
    .description('Run the HTTP server with the seeded demo')
    .action(() => {
      console.log('The HTTP server is not built yet: see the open issues. Nothing to serve.');
    });
  return program;
}

await buildProgram().parseAsync(process.argv);
