// Process entry: read config, build the app, listen; on SIGTERM/SIGINT stop accepting, let
// in-flight requests finish, close the database and release the data-dir lock.
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";

const CLIENT_DIR = fileURLToPath(new URL("../../dist/client", import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig(CLIENT_DIR);
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      app.log.error("requests did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A mistake a person must fix (a bad variable, a directory in use) is said in plain text.
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`hypecheck: ${error.message}\n`);
  } else {
    pino({ name: "hypecheck" }).fatal({ err: error }, "start-up failed");
  }
  process.exit(1);
});
