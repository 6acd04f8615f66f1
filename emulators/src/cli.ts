export {};
/**
 * One CLI for the local stand-ins and the index gate: `emulators <service> [options]`.
 * Each service owns its option parsing in `<service>/cli.ts`, exporting `main(argv)`.
 */
const services = {
  'index-gate': () => import('./index-gate/cli'),
  storage: () => import('./storage/cli'),
  paystack: () => import('./paystack/cli'),
  'mail-relay': () => import('./mail-relay/cli'),
} as const;

type ServiceName = keyof typeof services;

function isService(name: string | undefined): name is ServiceName {
  return name !== undefined && Object.hasOwn(services, name);
}

const [name, ...rest] = process.argv.slice(2);
if (!isService(name)) {
  console.error(`usage: emulators <${Object.keys(services).join('|')}> [options]`);
  process.exit(2);
}
const mod = await services[name]();
await mod.main(rest);
