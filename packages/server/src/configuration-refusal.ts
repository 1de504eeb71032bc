// A server that refuses its configuration (an unknown provider, a setting out of range,
// production without an owner) says why in one line on stderr and exits with EX_CONFIG (78, from
// sysexits.h); `npm start`'s supervisor (scripts/start.ts) then stops the shop instead of
// restarting a process that would refuse again. Any other failure exits 1 and is restarted.

/** sysexits.h's EX_CONFIG: the configuration is wrong; starting again will not help. */
export const EX_CONFIG = 78;

/** A refusal of the server's settings, thrown where the refusal is found; its message is the line said. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

/** Says `part: message` in one line and exits with EX_CONFIG. */
export function refuseConfiguration(part: string, error: unknown): never {
  console.error(`${part}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(EX_CONFIG);
}

/** Reads the settings with `read`; any error it throws is a refused configuration (refuseConfiguration). */
export function settingsOrRefuse<T>(part: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    refuseConfiguration(part, error);
  }
}
